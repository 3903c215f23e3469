import { and, asc, count, desc, eq, getTableColumns, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { ContentChildren, ContentKind } from './content-kind.ts';

/**
 * SQL of every content kind (the kind names its table, its own columns and what `busca` searches), run in the use
 * case's church transaction. Only published items: active and dated now or earlier. Newest first.
 */

export type Columns = Record<
  | 'id'
  | 'igrejaId'
  | 'titulo'
  | 'resumo'
  | 'conteudo'
  | 'imagem'
  | 'imagemAlt'
  | 'imagemFoco'
  | 'autor'
  | 'dataPublicacao'
  | 'flagAtivo'
  | 'tags'
  | 'rascunho'
  | 'avisoPendente'
  | 'notificadoEm'
  | 'atualizadoEm',
  AnyPgColumn
>;

export type ContentRow = {
  id: number;
  titulo: string;
  resumo: string | null;
  imagem: string | null;
  autor: string | null;
  dataPublicacao: Date;
  tags: string[];
} & Record<string, unknown>;

export const columnsOf = (table: PgTable) => getTableColumns(table) as unknown as Columns;

function summaryColumns(kind: ContentKind, c: Columns) {
  const { id, titulo, resumo, imagem, imagemAlt, imagemFoco, autor, dataPublicacao, tags } = c;
  return { id, titulo, resumo, imagem, imagemAlt, imagemFoco, autor, dataPublicacao, tags, ...kind.extras };
}

/** Published: active, not a draft (the console's, content-authoring.ts), dated now or earlier. */
const published = (c: Columns, churchId: number) =>
  and(eq(c.igrejaId, churchId), eq(c.flagAtivo, true), eq(c.rascunho, false), lte(c.dataPublicacao, sql`now()`));

/** `busca` matches any of the searched columns, case-insensitively, as plain text (% and _ are not wildcards). */
export function matches(kind: ContentKind, c: Columns, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...[c.titulo, c.resumo, c.conteudo, ...kind.search].map((col) => ilike(col, pattern)));
}

export async function listContent(
  tx: Tx,
  kind: ContentKind,
  churchId: number,
  query: { page: number; limit: number; busca?: string | undefined } & Record<string, unknown>,
): Promise<{ rows: ContentRow[]; total: number }> {
  const c = columnsOf(kind.table);
  const filters = Object.entries(kind.filters ?? {}).map(([name, col]) => (query[name] === undefined ? undefined : eq(col, query[name])));
  const where = and(published(c, churchId), matches(kind, c, query.busca), ...filters);
  const rows = await tx
    .select({ ...summaryColumns(kind, c), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(kind.table)
    .where(where)
    .orderBy(...(kind.orderBy ?? []).map((col) => asc(col)), desc(c.dataPublicacao), desc(c.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (rows.length > 0 || query.page === 1) return { rows: rows as ContentRow[], total: (rows[0]?.total as number | undefined) ?? 0 };
  // Past the last page: the total still counts.
  const [all] = await tx.select({ n: count() }).from(kind.table).where(where);
  return { rows: [], total: Number(all?.n ?? 0) };
}

/**
 * When the kind's next scheduled item of the church is published (epoch ms; null: none scheduled): a cached list
 * stops being the answer then.
 */
export async function nextPublication(tx: Tx, kind: ContentKind, churchId: number): Promise<number | null> {
  const c = columnsOf(kind.table);
  const [row] = await tx
    .select({ at: sql<number | null>`(extract(epoch from min(${c.dataPublicacao})) * 1000)::float8` })
    .from(kind.table)
    .where(and(eq(c.igrejaId, churchId), eq(c.flagAtivo, true), eq(c.rascunho, false), sql`${c.dataPublicacao} > now()`));
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

export async function findContent(
  tx: Tx,
  kind: ContentKind,
  churchId: number,
  key: number | string,
): Promise<(ContentRow & { conteudo: string }) | undefined> {
  const c = columnsOf(kind.table);
  const [row] = await tx
    .select({ ...summaryColumns(kind, c), conteudo: c.conteudo })
    .from(kind.table)
    .where(and(published(c, churchId), eq(typeof key === 'number' ? c.id : (kind.key ?? c.id), key)))
    .limit(1);
  return row as (ContentRow & { conteudo: string }) | undefined;
}

/** The rows of a child table (`kind.children`) belonging to one item, in their order. */
export async function listChildren(tx: Tx, children: ContentChildren, churchId: number, parentId: number) {
  return (await tx
    .select(children.columns)
    .from(children.table)
    .where(
      and(
        eq(children.igrejaId, churchId),
        eq(children.parent, parentId),
        children.hidden ? eq(children.hidden, false) : undefined,
        children.showsFrom ? or(isNull(children.showsFrom), lte(children.showsFrom, sql`now()`)) : undefined,
      ),
    )
    .orderBy(...children.orderBy.map((col) => asc(col)))) as Array<Record<string, unknown>>;
}
