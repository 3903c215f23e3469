import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { TenantChurch } from '../church/church-host.repository.ts';
import type { ContentKind } from './content-kind.ts';
import { findContent, listContent, type ContentRow } from './content.repository.ts';

/**
 * Every content kind's rules: published items (active, dated now or earlier) of the host church, the same for
 * everyone; a list path naming another church answers 404 CHURCH_NOT_FOUND; a missing, unpublished or other church's
 * item answers 404 CONTENT_NOT_FOUND. Rich text is sanitised on the way out (lib/rich-text.ts), whatever the admin
 * stored. One church transaction per call.
 */

function toSummary(row: ContentRow) {
  const { dataPublicacao, total: _total, ...rest } = row;
  return { ...rest, dataPublicacao: dataPublicacao.toISOString() };
}

export async function getContentList(
  app: FastifyInstance,
  kind: ContentKind,
  church: TenantChurch,
  slug: string,
  query: { page: number; limit: number; busca?: string | undefined } & Record<string, unknown>,
) {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  const { rows, total } = await app.database.withChurch(church.id, (tx) => listContent(tx, kind, church.id, query));
  return { itens: rows.map(toSummary), total, page: query.page, limit: query.limit };
}

/** One item by its id, or by its `kind.key` (a publication's slug). */
export async function getContentItem(app: FastifyInstance, kind: ContentKind, church: TenantChurch, key: number | string) {
  const row = await app.database.withChurch(church.id, (tx) => findContent(tx, kind, church.id, key));
  if (!row) throw new AppError('CONTENT_NOT_FOUND');
  return { ...toSummary(row), conteudo: sanitizeRichText(row.conteudo) };
}
