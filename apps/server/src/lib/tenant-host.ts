/** Lower-cased host name without port or trailing dot ("Videira.Localhost:3000" -> "videira.localhost"). */
export function normalizeHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return undefined; // IPv6 literal: never a church host
  h = h.replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]+$/.test(h) ? h : undefined;
}

/**
 * The church label of a host under the product's domain: the first (leftmost) label, as the spec says
 * ("videira.example.app" -> "videira"). Returns undefined for the bare domain or a host outside it.
 */
export function churchLabel(hostname: string, appDomain: string): string | undefined {
  const suffix = `.${appDomain}`;
  if (!hostname.endsWith(suffix)) return undefined;
  const prefix = hostname.slice(0, -suffix.length);
  const label = prefix.split('.')[0];
  return label || undefined;
}
