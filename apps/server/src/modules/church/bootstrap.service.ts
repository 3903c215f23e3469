import type { TBootstrap } from '@congrega/contract/church';
import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { TenantChurch } from './church-host.repository.ts';
import { loadChurchAppData } from './church.repository.ts';
import { DEFAULT_VISUAL, toChurch } from './church.service.ts';

const BOOTSTRAP_TTL_MS = 30_000;

// Every page load needs the bootstrap (index.html injection and GET /bff/bootstrap), so it is cached per
// church for a short while. Keyed by the database object so several apps in one process (tests) never
// share entries; it holds only public church data, so each server copy may keep its own.
const caches = new WeakMap<Database, { cache: TtlCache<TBootstrap>; inFlight: Map<number, Promise<TBootstrap>> }>();

function cacheFor(database: Database) {
  let entry = caches.get(database);
  if (!entry) {
    entry = { cache: new TtlCache<TBootstrap>(BOOTSTRAP_TTL_MS), inFlight: new Map() };
    caches.set(database, entry);
  }
  return entry;
}

/** The admin site for this church: ADMIN_URL with {lang} (pt, en, es) and {church} (slug) filled in. */
export function adminUrlFor(pattern: string, church: { slug: string; idioma: string }): string {
  const locale = matchLocale(church.idioma) ?? 'en';
  const lang = locale === 'pt-BR' ? 'pt' : locale;
  return pattern.replaceAll('{lang}', lang).replaceAll('{church}', encodeURIComponent(church.slug));
}

async function buildBootstrap(app: FastifyInstance, church: TenantChurch): Promise<TBootstrap> {
  const data = await loadChurchAppData(church.id, app.database);
  if (!data) throw new AppError('CHURCH_NOT_FOUND');
  return {
    igreja: toChurch(data.church),
    modulos: data.modules,
    visual: data.visual ?? DEFAULT_VISUAL,
    menu: data.menu,
    metodosPagamento: data.paymentMethods,
    organizacao: data.organization ?? null,
    adminUrl: adminUrlFor(app.config.adminUrl, data.church),
  };
}

/**
 * Tenant bootstrap (spec section 4, app start): church, modules, visual settings, menu, payment methods
 * and organization, read in one church transaction. Concurrent misses for the same church share one load.
 */
export async function loadBootstrap(app: FastifyInstance, church: TenantChurch): Promise<TBootstrap> {
  const { cache, inFlight } = cacheFor(app.database);
  const key = String(church.id);
  const cached = cache.get(key);
  if (cached) return cached;
  let pending = inFlight.get(church.id);
  if (!pending) {
    pending = buildBootstrap(app, church)
      .then((bootstrap) => {
        cache.set(key, bootstrap);
        return bootstrap;
      })
      .finally(() => inFlight.delete(church.id));
    inFlight.set(church.id, pending);
  }
  return pending;
}

/** Drops every cached bootstrap (after church settings change, and between test steps). */
export function clearBootstrapCache(app: FastifyInstance): void {
  caches.get(app.database)?.cache.clear();
}
