import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { churchLabel, normalizeHost } from '../lib/tenant-host.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { findTenantByCustomDomain, findTenantBySlug, type TenantChurch } from '../modules/church/church-host.repository.ts';

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

/** Request paths that need no tenant (probes, docs). */
const TENANTLESS = [/^\/healthz$/, /^\/api\/docs(\/|$)/];

/**
 * Resolves the church from the Host header for every API/BFF request: the first label under APP_DOMAIN,
 * otherwise the custom-domain table. Unknown host -> 404 CHURCH_NOT_FOUND; inactive -> 403 CHURCH_INACTIVE.
 * The tenant never comes from the body or the query.
 */
export default fp(async function tenantPlugin(app: FastifyInstance) {
  const cache = new TtlCache<TenantChurch | null>(30_000);
  app.decorate('tenantCache', cache);
  app.decorate('resolveChurch', async (rawHost: string | undefined) => {
    const host = normalizeHost(rawHost);
    if (!host) return null;
    const cached = cache.get(host);
    if (cached !== undefined) return cached;
    const label = churchLabel(host, app.config.appDomain);
    const church =
      (label ? await findTenantBySlug(app.database.db, label) : undefined) ??
      (await findTenantByCustomDomain(app.database.db, host)) ??
      null;
    cache.set(host, church);
    return church;
  });
  app.decorateRequest('church', null as unknown as TenantChurch);

  app.addHook('onRequest', async (req: FastifyRequest) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && !path.startsWith('/bff/')) return;
    if (TENANTLESS.some((re) => re.test(path))) return;
    const church = await app.resolveChurch(req.headers.host);
    if (!church) throw new AppError('CHURCH_NOT_FOUND');
    req.church = church;
    if (!church.flagAtivo) throw new AppError('CHURCH_INACTIVE');
  });
});
