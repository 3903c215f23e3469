/**
 * The `redirectTo` query of the access screens (spec: /access honours redirectTo). Only a path of this
 * app is followed: an absolute or protocol-relative URL would make the login page an open redirect, and
 * pointing back into /access would loop.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/access(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}

/** `?redirectTo=...` to carry the destination from one access screen to the next ('' when none). */
export function redirectSearch(redirectTo: string | null | undefined): string {
  const safe = safeRedirectPath(redirectTo, '');
  return safe ? `?redirectTo=${encodeURIComponent(safe)}` : '';
}
