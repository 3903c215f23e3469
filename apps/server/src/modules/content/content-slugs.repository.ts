import { and, eq, getTableName, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { conteudoSlugAntigo as old } from './content-slugs.schema.ts';

/**
 * SQL of content slugs (content-slugs.ts): an item's current slug is its table's `slug` column, its old ones rows of
 * `conteudo_slug_antigo` keyed by the table's name. In the use case's church transaction, filtered by church.
 */
type SlugTable = { table: PgTable; id: AnyPgColumn; igrejaId: AnyPgColumn; slug: AnyPgColumn };

/** The item an old slug of the kind leads to, or undefined. */
export async function findOldSlug(tx: Tx, churchId: number, table: PgTable, slug: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: old.conteudoId })
    .from(old)
    .where(and(eq(old.igrejaId, churchId), eq(old.tabela, getTableName(table)), eq(old.slug, slug)))
    .limit(1);
  return row?.id;
}

/** Whether another item of the kind has the slug now, or had it (its old slug still leads there). */
export async function slugTaken(tx: Tx, churchId: number, t: SlugTable, slug: string, exceptId: number | null): Promise<boolean> {
  const others = exceptId === null ? undefined : ne(t.id, exceptId);
  const [current] = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(and(eq(t.igrejaId, churchId), eq(t.slug, slug), others))
    .limit(1);
  if (current) return true;
  const leadsTo = await findOldSlug(tx, churchId, t.table, slug);
  return leadsTo !== undefined && leadsTo !== exceptId;
}

/** `slug` now leads to the item (its old slug): kept when a slug changes. */
export async function recordOldSlug(tx: Tx, churchId: number, table: PgTable, slug: string, id: number): Promise<void> {
  await tx
    .insert(old)
    .values({ igrejaId: churchId, tabela: getTableName(table), slug, conteudoId: id })
    .onConflictDoUpdate({ target: [old.igrejaId, old.tabela, old.slug], set: { conteudoId: id, criadoEm: sql`now()` } });
}

/** The item took an old slug of its own back: it is its current one again, not history. */
export async function dropOldSlug(tx: Tx, churchId: number, table: PgTable, slug: string): Promise<void> {
  await tx.delete(old).where(and(eq(old.igrejaId, churchId), eq(old.tabela, getTableName(table)), eq(old.slug, slug)));
}

/** A deleted item's old slugs go with it (they lead nowhere now, and may be taken again). */
export async function dropItemSlugs(tx: Tx, churchId: number, table: PgTable, id: number): Promise<void> {
  await tx.delete(old).where(and(eq(old.igrejaId, churchId), eq(old.tabela, getTableName(table)), eq(old.conteudoId, id)));
}
