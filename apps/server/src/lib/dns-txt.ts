import { Resolver } from 'node:dns/promises';

/**
 * TXT records of a name (custom domain verification), each record's strings joined as RFC 7208 reads them. A name
 * that does not exist or holds no TXT record answers [] (an answer about the record); anything else (timeout,
 * refused, server failure) throws DnsUnavailable, which is not an answer. `servers` empty: the system's resolvers.
 */
export class DnsUnavailable extends Error {}

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME']);

export async function lookupTxt(name: string, options: { servers: readonly string[]; timeoutMs: number }): Promise<string[]> {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (err) {
    if (NO_RECORD.has((err as NodeJS.ErrnoException).code ?? '')) return [];
    throw new DnsUnavailable((err as NodeJS.ErrnoException).code ?? 'DNS lookup failed');
  } finally {
    resolver.cancel();
  }
}
