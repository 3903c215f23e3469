import type { TBootstrap, TChurch, TMenuItem } from '@congrega/contract/church';
import { FALLBACK_LOCALE, matchLocale } from '@congrega/contract/locale';
import { translate } from '@congrega/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { CHURCH_CACHE_TIMES, TtlCache } from '../../lib/ttl-cache.ts';
import { loadChurchAppData } from './church.repository.ts';
import { DEFAULT_VISUAL, toChurch } from './church.service.ts';
import type { TenantChurch } from '../../core/tenant.ts';

// Every page load needs the bootstrap (index.html injection and GET /bff/bootstrap), so it is cached per
// church (CHURCH_CACHE_TIMES, CHURCH_CACHE_ENTRIES). Keyed by the database object so several apps in one process
// (tests) never share entries; it holds only public church data, so each server copy may keep its own.
const caches = new WeakMap<Database, TtlCache<TBootstrap>>();

function cacheFor(app: FastifyInstance): TtlCache<TBootstrap> {
  let cache = caches.get(app.database);
  if (!cache) {
    cache = new TtlCache<TBootstrap>({
      ...CHURCH_CACHE_TIMES,
      maxEntries: app.config.churchCacheEntries,
      onRefreshError: (err) => app.log.warn({ err }, 'bootstrap refresh failed; serving the cached one'),
    });
    caches.set(app.database, cache);
  }
  return cache;
}

const CHURCH_TOPIC = 'church';

/**
 * This copy's handler of CHURCH_TOPIC, registered at start (church.plugin.ts) rather than with the first bootstrap: a
 * church's settings changed (churchChanged), so its bootstrap and every host lookup (they carry its name, language,
 * zone and state) go.
 */
export function listenForChurchChanges(app: FastifyInstance): void {
  app.cacheEvictions.on(CHURCH_TOPIC, (churchId) => {
    cacheFor(app).delete(churchId);
    app.tenantCache.clear();
  });
}

/**
 * The church's settings changed (staff console, after the commit): its cached bootstrap and host lookups go on this
 * copy at once and on the others through the eviction topic (plugins/realtime.ts), so the site shows the change on
 * the next page load instead of within CHURCH_CACHE_TIMES.
 */
export async function churchChanged(app: FastifyInstance, churchId: number): Promise<void> {
  await app.cacheEvictions.evict(CHURCH_TOPIC, String(churchId));
}

/** The admin site for this church: ADMIN_URL with {lang} (pt-BR, en, es: the church's language) and {church} (slug) filled in. */
export function adminUrlFor(pattern: string, church: { slug: string; idioma: string }): string {
  const lang = matchLocale(church.idioma) ?? 'en';
  return pattern.replaceAll('{lang}', lang).replaceAll('{church}', encodeURIComponent(church.slug));
}

export const SONGS_PATH = '/praise';
const linkPath = (link: string) => link.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');

/**
 * The songs entry is computed, not configured: a church with an active song gets `/praise` in its menu (and so a
 * home tile), named in the church's language after its own entries unless its menu already links it; a church
 * without songs loses any `/praise` entry (it would open an empty list). The entry's id is negative: no row.
 */
export function withSongsEntry(menu: TMenuItem[], hasSongs: boolean, idioma: string): TMenuItem[] {
  const isSongs = (item: TMenuItem) => linkPath(item.link) === SONGS_PATH;
  if (!hasSongs) return menu.filter((item) => !isSongs(item));
  if (menu.some(isSongs)) return menu;
  const ordem = Math.max(0, ...menu.map((item) => item.ordem)) + 1;
  const titulo = translate(matchLocale(idioma) ?? FALLBACK_LOCALE, 'menu.praise');
  return [...menu, { id: -1, titulo, link: SONGS_PATH, icone: 'music', ordem }];
}

async function buildBootstrap(app: FastifyInstance, church: TenantChurch): Promise<TBootstrap> {
  const data = await loadChurchAppData(church.id, app.database);
  if (!data) throw new AppError('CHURCH_NOT_FOUND');
  return {
    igreja: toChurch(data.church),
    modulos: data.modules,
    visual: data.visual ?? DEFAULT_VISUAL,
    menu: withSongsEntry(data.menu, data.hasSongs, data.church.idioma),
    metodosPagamento: data.paymentMethods,
    organizacao: data.organization ?? null,
    adminUrl: adminUrlFor(app.config.adminUrl, data.church),
  };
}

/**
 * Tenant bootstrap (spec section 4, app start): church, modules, visual settings, menu, payment methods
 * and organization, read in one church transaction. Concurrent misses for the same church share one load.
 */
export function loadBootstrap(app: FastifyInstance, church: TenantChurch): Promise<TBootstrap> {
  return cacheFor(app).load(String(church.id), () => buildBootstrap(app, church));
}

/**
 * GET /igreja/?hostname=: the church a host name belongs to, resolved exactly like the tenant of a request and
 * served from the same caches as the bootstrap. An inactive church is returned with flagAtivo false: app start
 * (spec section 4) shows its error page from that flag.
 */
export async function getChurchesByHostname(app: FastifyInstance, hostname: string): Promise<TChurch[]> {
  const tenant = await app.resolveChurch(hostname);
  if (!tenant) throw new AppError('CHURCH_NOT_FOUND');
  return [(await loadBootstrap(app, tenant)).igreja];
}

/** Drops every cached bootstrap (after church settings change, and between test steps). */
export function clearBootstrapCache(app: FastifyInstance): void {
  caches.get(app.database)?.clear();
}
