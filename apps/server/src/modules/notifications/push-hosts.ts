import type { Config } from '../../config.ts';

/**
 * Whether the server may send to a subscription's endpoint: https to a push service named by PUSH_SERVICE_HOSTS (a
 * name covers its subdomains: `push.apple.com` takes `web.push.apple.com`), never an IP address or any other host, so
 * a member cannot make the server POST to an address of their choosing (an internal service, a cloud metadata
 * address). In the tests, http://localhost too: their local push service.
 */
export function isAllowedPushEndpoint(endpoint: string, config: Pick<Config, 'env' | 'pushServiceHosts'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (config.env === 'test' && url.protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1')) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return config.pushServiceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
