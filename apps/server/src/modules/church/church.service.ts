import type {
  TBanner,
  TChurch,
  TChurchSummary,
  TCongregation,
  TMenuItem,
  TModule,
  TOrganization,
  TPaymentMethod,
  TVisual,
} from '@congrega/contract/church';
import { normalizeIdioma } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import {
  findChurchByCodigo,
  findOrganizationBySlug,
  findVisual,
  listActiveOrganizationChurches,
  listBanners,
  listCongregations,
  listMenu,
  listModules,
  listPaymentMethods,
  type ChurchRow,
} from './church.repository.ts';
import { haversineKm, type Point } from './distance.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

/** What a church without its own visual row looks like (same defaults as the table). */
export const DEFAULT_VISUAL: TVisual = { corApp: '#1F4E79', corTexto: '#FFFFFF', logo: null, favicon: null, imagemCapa: null };

export function toChurch(row: ChurchRow): TChurch {
  const { organizacaoId: _organizacaoId, ...church } = row;
  // historia is staff rich text, rendered as HTML by the member app: served through the one sanitizer even when a
  // row predates the console's sanitising write (settings.service.ts updateTexts); it is idempotent on clean HTML.
  return {
    ...church,
    historia: row.historia ? sanitizeRichText(row.historia) : row.historia,
    idioma: normalizeIdioma(row.idioma),
    imagens: row.imagens ?? [],
    redesSociais: row.redesSociais ?? {},
  };
}

/**
 * Church-scoped paths name a church by slug or id, but the tenant always comes from the host: a path
 * naming any other church answers 404, exactly as if it did not exist (nothing of it leaks).
 */
export function assertHostSlug(host: TenantChurch, slug: string): void {
  if (slug !== host.slug) throw new AppError('CHURCH_NOT_FOUND');
}

export function assertHostChurchId(host: TenantChurch, id: number): void {
  if (id !== host.id) throw new AppError('CHURCH_NOT_FOUND');
}

export async function getChurchByCode(app: FastifyInstance, code: string): Promise<TChurch> {
  const row = await findChurchByCodigo(app.database.db, code);
  if (!row) throw new AppError('CHURCH_NOT_FOUND');
  if (!row.flagAtivo) throw new AppError('CHURCH_INACTIVE');
  return toChurch(row);
}

export async function getModules(app: FastifyInstance, host: TenantChurch, slug: string): Promise<TModule[]> {
  assertHostSlug(host, slug);
  return listModules(host.id, app.database);
}

export async function getVisual(app: FastifyInstance, host: TenantChurch, slug: string): Promise<TVisual> {
  assertHostSlug(host, slug);
  return (await findVisual(host.id, app.database)) ?? DEFAULT_VISUAL;
}

export async function getPaymentMethods(app: FastifyInstance, host: TenantChurch, slug: string): Promise<TPaymentMethod[]> {
  assertHostSlug(host, slug);
  return listPaymentMethods(host.id, app.database);
}

export async function getMenu(app: FastifyInstance, host: TenantChurch, churchId: number): Promise<TMenuItem[]> {
  assertHostChurchId(host, churchId);
  return listMenu(host.id, app.database);
}

export async function getBanners(app: FastifyInstance, host: TenantChurch, churchId: number): Promise<TBanner[]> {
  assertHostChurchId(host, churchId);
  return listBanners(host.id, app.database);
}

export async function getCongregations(app: FastifyInstance, host: TenantChurch, churchId: number): Promise<TCongregation[]> {
  assertHostChurchId(host, churchId);
  return listCongregations(host.id, app.database);
}

/** An organization is only served on the hosts of its own churches. */
async function hostOrganization(app: FastifyInstance, host: TenantChurch, slug: string) {
  const organization = await findOrganizationBySlug(app.database.db, slug);
  if (!organization || organization.id !== host.organizacaoId) throw new AppError('NOT_FOUND');
  return organization;
}

export async function getOrganization(app: FastifyInstance, host: TenantChurch, slug: string): Promise<TOrganization> {
  return hostOrganization(app, host, slug);
}

/**
 * The active churches of the host's organization, each with the address of its own app. With a
 * position, nearest first (churches without coordinates last); otherwise by name.
 */
export async function listOrganizationClients(
  app: FastifyInstance,
  host: TenantChurch,
  query: { organizacao: string; latitude?: number; longitude?: number },
  requestHost: string | undefined,
): Promise<TChurchSummary[]> {
  const organization = await hostOrganization(app, host, query.organizacao);
  const rows = await listActiveOrganizationChurches(app.database.db, organization.id);
  const port = /:(\d+)$/.exec(requestHost ?? '')?.[1];
  const suffix = `.${app.config.appDomain}${port ? `:${port}` : ''}`;
  const clients: TChurchSummary[] = rows.map((row) => ({ ...row, host: `${row.slug}${suffix}` }));
  if (query.latitude === undefined || query.longitude === undefined) return clients;

  const origin: Point = { latitude: query.latitude, longitude: query.longitude };
  const withDistance = clients.map((client) => ({
    ...client,
    distanciaKm:
      client.latitude === null || client.longitude === null
        ? null
        : Math.round(haversineKm(origin, { latitude: client.latitude, longitude: client.longitude }) * 10) / 10,
  }));
  const key = (km: number | null) => km ?? Number.MAX_VALUE;
  return withDistance.sort((a, b) => key(a.distanciaKm) - key(b.distanciaKm));
}
