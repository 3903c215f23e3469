import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { churchLabel, normalizeHost } from '../lib/tenant-host.ts';
import { CHURCH_CACHE_TIMES, TtlCache } from '../lib/ttl-cache.ts';
import { findTenantByCustomDomain, findTenantBySlug } from '../core/tenant.repository.ts';
import { TENANT_HOST_TOPIC, type TenantChurch } from '../core/tenant.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The church of the request's host (set for /api and /bff requests). */
    church: TenantChurch;
  }
  interface FastifyInstance {
    /** host name -> church (null: no church), cached briefly. Also used by the web host for bootstrap. */
    resolveChurch(host: string | undefined): Promise<TenantChurch | null>;
    tenantCache: TtlCache<TenantChurch | null>;
  }
}

/**
 * Resolves the church from the Host header for every API/BFF request: the first label under APP_DOMAIN,
 * otherwise the custom-domain table. Unknown host -> 404 CHURCH_NOT_FOUND; inactive -> 403 CHURCH_INACTIVE.
 * The tenant never comes from the body or the query.
 */
export default fp(async function tenantPlugin(app: FastifyInstance) {
  const cache = new TtlCache<TenantChurch | null>({
    ...CHURCH_CACHE_TIMES,
    maxEntries: app.config.churchCacheEntries,
    onRefreshError: (err) => app.log.warn({ err }, 'church host refresh failed; serving the cached church'),
  });
  app.decorate('tenantCache', cache);
  // A custom domain added or removed on any copy (core/tenant.ts tenantHostChanged): that host's answer goes here
  // too. Registered once ready, as the eviction bus is decorated after this plugin (plugins/realtime.ts).
  app.addHook('onReady', async () => {
    app.cacheEvictions.on(TENANT_HOST_TOPIC, (hostname) => cache.delete(hostname));
  });
  app.decorate('resolveChurch', async (rawHost: string | undefined) => {
    const host = normalizeHost(rawHost);
    if (!host) return null;
    return cache.load(host, async () => {
      const label = churchLabel(host, app.config.appDomain);
      return (
        (label ? await findTenantBySlug(app.database.db, label) : undefined) ??
        (await findTenantByCustomDomain(app.database.db, host)) ??
        null
      );
    });
  });
  app.decorateRequest('church', null as unknown as TenantChurch);
  // Every page and API call belongs to a church named by its host; without one there is nothing to serve.
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!req.headers.host && req.url !== '/healthz') throw new AppError('BAD_REQUEST');
  });
});

/**
 * Registers the tenant check on a scope (the /api/v1 and /bff plugins): every route of the scope, and a catch-all
 * that answers 404 for the scope's unknown paths, runs it. Being bound to the matched route rather than to a
 * prefix test on the raw URL, it holds whatever the spelling (`/%61pi/v1/...`, absolute-form targets).
 */
export function tenantScope(scope: FastifyInstance) {
  scope.addHook('onRequest', async (req: FastifyRequest) => {
    const church = await scope.resolveChurch(req.headers.host);
    if (!church) throw new AppError('CHURCH_NOT_FOUND');
    req.church = church;
    if (!church.flagAtivo) throw new AppError('CHURCH_INACTIVE');
  });
  scope.all('/*', { schema: { hide: true } }, async () => {
    throw new AppError('NOT_FOUND');
  });
}
