/**
 * The wallet app link of a payment: an https link or the app's own scheme (congrega-wallet://...). Script-capable
 * schemes never reach an href.
 */
const BLOCKED = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

export function walletHref(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link.trim());
    return BLOCKED.has(url.protocol) ? undefined : url.href;
  } catch {
    return undefined;
  }
}
