import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { listPublicationTypes } from './publications.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/** GET /igreja/{slug}/publicacao-tipo/: the host church's types (another church's slug answers 404). */
export async function getPublicationTypes(app: FastifyInstance, church: TenantChurch, slug: string) {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  const rows = await app.database.withChurch(church.id, (tx) => listPublicationTypes(tx, church.id));
  return { itens: rows.map((r) => ({ ...r, total: Number(r.total) })) };
}
