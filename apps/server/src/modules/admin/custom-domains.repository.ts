import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { igreja, igrejaDominio } from '../church/church.schema.ts';

/**
 * SQL of the church's custom domains. `igreja_dominio` is a global table (the tenant resolver reads it before any
 * church is known: no row-level security), so every statement here names the church itself.
 */

export async function listDomains(tx: Tx, churchId: number): Promise<string[]> {
  const rows = await tx
    .select({ hostname: igrejaDominio.hostname })
    .from(igrejaDominio)
    .where(eq(igrejaDominio.igrejaId, churchId))
    .orderBy(asc(igrejaDominio.hostname));
  return rows.map((r) => r.hostname);
}

/** Serializes the church's domain writes (the count under MAX_CUSTOM_DOMAINS holds with two adds at once). */
export async function lockChurchDomains(tx: Tx, churchId: number): Promise<void> {
  await tx.select({ id: igreja.id }).from(igreja).where(eq(igreja.id, churchId)).for('update');
}

export async function countDomains(tx: Tx, churchId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(igrejaDominio).where(eq(igrejaDominio.igrejaId, churchId));
  return row?.n ?? 0;
}

/** Inserts the name for the church; false when it is taken already (by any church: the primary key decides). */
export async function insertDomain(tx: Tx, churchId: number, hostname: string): Promise<boolean> {
  const rows = await tx
    .insert(igrejaDominio)
    .values({ hostname, igrejaId: churchId })
    .onConflictDoNothing({ target: igrejaDominio.hostname })
    .returning({ hostname: igrejaDominio.hostname });
  return rows.length === 1;
}

/** Deletes the church's own row only; false when the church has no such domain. */
export async function deleteDomain(tx: Tx, churchId: number, hostname: string): Promise<boolean> {
  const rows = await tx
    .delete(igrejaDominio)
    .where(and(eq(igrejaDominio.igrejaId, churchId), eq(igrejaDominio.hostname, hostname)))
    .returning({ hostname: igrejaDominio.hostname });
  return rows.length === 1;
}
