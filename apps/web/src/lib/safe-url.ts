/**
 * Only http(s), mailto and tel links from church-provided data reach an href: a `javascript:` or `data:`
 * URL in a menu item or social network field must never become a clickable script.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^(mailto|tel):/i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
