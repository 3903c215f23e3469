import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';
import { HOSTNAME_MAX } from '@congrega/contract/admin/custom-domains';

/**
 * Whether a name typed by staff may be a church's custom domain, and its stored form (pure; no DNS lookup: the
 * server has no internet, and the name answers only once the church's CNAME points here anyway). The stored form is
 * what the tenant resolver compares with the Host header (lib/tenant-host.ts normalizeHost): lower-case ASCII, IDN
 * labels in punycode (node:url domainToASCII, the WHATWG URL rules a browser applies), no trailing dot.
 *
 * Refused as `validation.hostname`: a scheme, port, path, user or any character a host name cannot hold, an IP
 * address (v4, also in the short forms a URL parser reads as one, or a [v6] literal), a wildcard, a single label,
 * more than HOSTNAME_MAX characters or a label of more than 63 (or empty, or starting/ending with a hyphen).
 * Refused as `validation.hostnameProduct`: the product's own domain or any name under it (a church's
 * `<slug>.<APP_DOMAIN>`, the console's `admin.<APP_DOMAIN>`): those resolve by their label, never through this table.
 */
export type HostnameVerdict =
  { ok: true; hostname: string; exibicao: string } | { ok: false; reason: 'validation.hostname' | 'validation.hostnameProduct' };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function checkCustomHostname(typed: string, appDomain: string): HostnameVerdict {
  const raw = typed.trim().toLowerCase().replace(/\.$/, '');
  const refuse = (reason: 'validation.hostname' | 'validation.hostnameProduct') => ({ ok: false, reason }) as const;
  // Anything beyond a bare name: scheme, port, path, query, user, brackets of an IPv6 literal, a wildcard, spaces.
  if (!raw || /[/:?#@[\]*\\\s%]/.test(raw)) return refuse('validation.hostname');
  const hostname = domainToASCII(raw);
  if (!hostname || hostname.length > HOSTNAME_MAX || isIP(hostname)) return refuse('validation.hostname');
  const product = appDomain.toLowerCase();
  if (hostname === product || hostname.endsWith(`.${product}`)) return refuse('validation.hostnameProduct');
  const labels = hostname.split('.');
  // A numeric last label is an IP address to a URL parser ("1.2.3" reads as 1.2.0.3), never a DNS name.
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return refuse('validation.hostname');
  return { ok: true, hostname, exibicao: hostnameForDisplay(hostname) };
}

/** A stored name as people read it (an IDN in its own script). */
export const hostnameForDisplay = (hostname: string): string => domainToUnicode(hostname) || hostname;
