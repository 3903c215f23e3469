import type { TContentState } from '@congrega/contract/admin/content';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { igreja } from '../../db/church-table.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ContentKind } from './content-kind.ts';
import { columnsOf, matches, type Columns } from './content.repository.ts';

/**
 * SQL of the staff console's content authoring (content-authoring.ts), every kind through its table's shared
 * columns plus the kind's own (`own`: field -> column). Run in the use case's church transaction, filtered by church.
 */

/** What the console stores of an item: the shared fields and the kind's own (by field name). */
export type AuthoredValues = {
  titulo: string;
  resumo: string | null;
  conteudo: string;
  autor: string | null;
  imagem: string | null;
  imagemAlt: string | null;
  imagemFoco: { x: number; y: number } | null;
  tags: string[];
} & Record<string, unknown>;

export type AuthoredRow = AuthoredValues & {
  id: number;
  estado: TContentState;
  dataPublicacao: Date;
  notificadoEm: Date | null;
  atualizadoEm: Date;
};

export interface AuthoringTable {
  kind: ContentKind;
  own: Record<string, AnyPgColumn>;
}

/** The state the console shows, derived: a draft, switched off, dated ahead, or showing. */
export const stateOf = (c: Columns) =>
  sql<TContentState>`case when ${c.rascunho} then 'draft' when not ${c.flagAtivo} then 'unpublished' when ${c.dataPublicacao} > now() then 'scheduled' else 'published' end`;

function itemColumns({ own }: AuthoringTable, c: Columns) {
  const { id, titulo, resumo, conteudo, autor, imagem, imagemAlt, imagemFoco, tags, dataPublicacao, notificadoEm, atualizadoEm } = c;
  return { id, titulo, resumo, conteudo, autor, imagem, imagemAlt, imagemFoco, tags, dataPublicacao, notificadoEm, atualizadoEm, ...own };
}

/** The row's columns for the stored values (the kind's own fields mapped to their columns' property names). */
function valuesOf({ kind, own }: AuthoringTable, values: AuthoredValues): Record<string, unknown> {
  const { titulo, resumo, conteudo, autor, imagem, imagemAlt, imagemFoco, tags } = values;
  const props = Object.entries(columnsOf(kind.table) as unknown as Record<string, AnyPgColumn>);
  // Each own field goes to the table property of its column.
  const ownValues = Object.entries(own).map(([field, col]) => [props.find(([, c]) => c === col)![0], values[field] ?? null]);
  return { titulo, resumo, conteudo, autor, imagem, imagemAlt, imagemFoco, tags, ...Object.fromEntries(ownValues) };
}

export async function listAuthored(
  tx: Tx,
  t: AuthoringTable,
  churchId: number,
  query: { busca?: string | undefined; estado?: TContentState | undefined; page: number; limit: number },
): Promise<{ rows: AuthoredRow[]; total: number }> {
  const c = columnsOf(t.kind.table);
  const where = and(
    eq(c.igrejaId, churchId),
    matches(t.kind, c, query.busca),
    query.estado ? sql`${stateOf(c)} = ${query.estado}` : undefined,
  );
  const rows = await tx
    .select({ ...itemColumns(t, c), estado: stateOf(c) })
    .from(t.kind.table)
    .where(where)
    .orderBy(desc(c.atualizadoEm), desc(c.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [all] = await tx.select({ n: count() }).from(t.kind.table).where(where);
  return { rows: rows as AuthoredRow[], total: Number(all?.n ?? 0) };
}

export async function findAuthored(tx: Tx, t: AuthoringTable, churchId: number, id: number): Promise<AuthoredRow | undefined> {
  const c = columnsOf(t.kind.table);
  const [row] = await tx
    .select({ ...itemColumns(t, c), estado: stateOf(c) })
    .from(t.kind.table)
    .where(and(eq(c.igrejaId, churchId), eq(c.id, id)))
    .limit(1);
  return row as AuthoredRow | undefined;
}

/** A new draft (with `extra` columns by property name: a project's place); its id. */
export async function insertAuthored(
  tx: Tx,
  t: AuthoringTable,
  churchId: number,
  values: AuthoredValues,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await tx
    .insert(t.kind.table)
    .values({ ...valuesOf(t, values), ...extra, igrejaId: churchId, rascunho: true } as never)
    .returning({ id: columnsOf(t.kind.table).id });
  return (row as { id: number }).id;
}

/** Changes the item's fields (or, with `state`, its publication); false when it is not the church's. */
export async function updateAuthored(
  tx: Tx,
  t: AuthoringTable,
  churchId: number,
  id: number,
  values: AuthoredValues | Record<string, unknown>,
): Promise<boolean> {
  const c = columnsOf(t.kind.table);
  const set = 'titulo' in values ? valuesOf(t, values as AuthoredValues) : values;
  const rows = await tx
    .update(t.kind.table)
    .set({ ...set, atualizadoEm: sql`now()` } as never)
    .where(and(eq(c.igrejaId, churchId), eq(c.id, id)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** The columns of a publication: showing from `at` (now when null), and a notice due once when `notify` and none went. */
export function publicationOf(t: AuthoringTable, at: Date | null, notify: boolean): Record<string, unknown> {
  const c = columnsOf(t.kind.table);
  return {
    rascunho: false,
    flagAtivo: true,
    dataPublicacao: at ?? sql`now()`,
    avisoPendente: notify ? sql`${c.notificadoEm} is null` : false,
  };
}

export const unpublication = { flagAtivo: false, avisoPendente: false };

export async function deleteAuthored(tx: Tx, t: AuthoringTable, churchId: number, id: number): Promise<boolean> {
  const c = columnsOf(t.kind.table);
  const rows = await tx
    .delete(t.kind.table)
    .where(and(eq(c.igrejaId, churchId), eq(c.id, id)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** Due notices: published (not a draft, on, dated now or earlier) with `aviso_pendente`. */
const due = (c: Columns): SQL =>
  and(eq(c.avisoPendente, true), eq(c.rascunho, false), eq(c.flagAtivo, true), sql`${c.dataPublicacao} <= now()`)!;

/**
 * Claims the church's due notices (one item's with `id`): each row's `aviso_pendente` goes false in the same UPDATE
 * that returns it, so of two runs at once only the first gets a row (the second waits for its lock, then finds the
 * flag false): each item is notified once.
 */
export async function claimDueNotices(tx: Tx, t: AuthoringTable, churchId: number, id?: number) {
  const c = columnsOf(t.kind.table);
  return (await tx
    .update(t.kind.table)
    .set({ avisoPendente: false, notificadoEm: sql`now()` } as never)
    .where(and(eq(c.igrejaId, churchId), due(c), id === undefined ? undefined : eq(c.id, id)))
    .returning({ id: c.id, titulo: c.titulo, resumo: c.resumo })) as Array<{ id: number; titulo: string; resumo: string | null }>;
}

/** The churches (id and code) with a due notice in the table (owner connection: every church). */
export async function churchesWithDueNotices(db: Db, table: PgTable): Promise<Array<{ id: number; codigo: string }>> {
  const c = columnsOf(table);
  return db.selectDistinct({ id: igreja.id, codigo: igreja.codigo }).from(table).innerJoin(igreja, eq(igreja.id, c.igrejaId)).where(due(c));
}
