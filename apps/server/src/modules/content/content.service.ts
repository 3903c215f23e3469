import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { ContentKind } from './content-kind.ts';
import type { Tx } from '../../db/client.ts';
import { findOldSlug } from './content-slugs.repository.ts';
import { findContent, listChildren, listContent, nextPublication, type ContentRow } from './content.repository.ts';
import { cachedPublicRead, PUBLIC_READ_PAGES } from '../../core/public-reads.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Every content kind's rules: published items (active, dated now or earlier) of the host church, the same for
 * everyone; a list path naming another church answers 404 CHURCH_NOT_FOUND; a missing, unpublished or other church's
 * item answers 404 CONTENT_NOT_FOUND. Rich text is sanitised on the way out (lib/rich-text.ts), whatever the admin
 * stored. A kind found by slug answers an old slug of an item with the item (content-slugs.ts). One church
 * transaction per call.
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
  const read = () =>
    app.database.withChurch(church.id, (tx) =>
      Promise.all([listContent(tx, kind, church.id, query), nextPublication(tx, kind, church.id)]),
    );
  const load = async () => {
    const [{ rows, total }, next] = await read();
    return { value: { itens: rows.map(toSummary), total, page: query.page, limit: query.limit }, until: next ?? undefined };
  };
  // The same for every reader: the church's cached public read (core/public-reads.ts), until the kind's next
  // scheduled item is published at most; the console's writes end it. A search, a filter (a publication's type) or a
  // later page is read each time (PUBLIC_READ_PAGES).
  const filtered = Object.entries(query).some(([field, value]) => value !== undefined && !['page', 'limit'].includes(field));
  if (filtered || query.page > PUBLIC_READ_PAGES) return (await load()).value;
  const key = `${kind.endpoints.list.path}:${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;
  return cachedPublicRead(app, church.id, 'content', key, load);
}

/** The detail's child rows, their rich-text fields sanitised. */
const sanitizedChildren = (kind: ContentKind, lists: Array<Array<Record<string, unknown>>>) =>
  Object.fromEntries(
    Object.entries(kind.children ?? {}).map(([field, { rich = [] }], i) => [
      field,
      lists[i]!.map((row) => ({ ...row, ...Object.fromEntries(rich.map((f) => [f, sanitizeRichText(String(row[f] ?? ''))])) })),
    ]),
  );

/** A kind with slugs: the item an old slug of it leads to (content-slugs.ts), published. */
async function byOldSlug(tx: Tx, kind: ContentKind, churchId: number, key: number | string) {
  if (typeof key !== 'string' || !kind.key) return undefined;
  const id = await findOldSlug(tx, churchId, kind.table, key);
  return id === undefined ? undefined : findContent(tx, kind, churchId, id);
}

/** One item by its id, or by its `kind.key` (a publication's slug; a number is always the id), with its child rows. */
export async function getContentItem(app: FastifyInstance, kind: ContentKind, church: TenantChurch, key: number | string) {
  const found = await app.database.withChurch(church.id, async (tx) => {
    const row = (await findContent(tx, kind, church.id, key)) ?? (await byOldSlug(tx, kind, church.id, key));
    if (!row) return undefined;
    const lists = [];
    for (const children of Object.values(kind.children ?? {})) lists.push(await listChildren(tx, children, church.id, row.id));
    return { row, lists };
  });
  if (!found) throw new AppError('CONTENT_NOT_FOUND');
  const { row, lists } = found;
  return { ...toSummary(row), conteudo: sanitizeRichText(row.conteudo), ...sanitizedChildren(kind, lists) };
}
