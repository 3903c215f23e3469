import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { igreja, igrejaDominio } from '../church/church.schema.ts';

/**
 * SQL of the church's custom domains. `igreja_dominio` is a global table (the tenant resolver reads it before any
 * church is known: no row-level security), so every statement here names the church itself.
 */

const domainColumns = { hostname: igrejaDominio.hostname, token: igrejaDominio.token, verificadoEm: igrejaDominio.verificadoEm };
export type DomainRow = { hostname: string; token: string; verificadoEm: Date | null };

export function listDomains(tx: Tx, churchId: number): Promise<DomainRow[]> {
  return tx.select(domainColumns).from(igrejaDominio).where(eq(igrejaDominio.igrejaId, churchId)).orderBy(asc(igrejaDominio.hostname));
}

export async function findDomain(tx: Tx, churchId: number, hostname: string): Promise<DomainRow | undefined> {
  const [row] = await tx
    .select(domainColumns)
    .from(igrejaDominio)
    .where(and(eq(igrejaDominio.igrejaId, churchId), eq(igrejaDominio.hostname, hostname)));
  return row;
}

/** Serializes the church's domain writes (the count under MAX_CUSTOM_DOMAINS holds with two adds at once). */
export async function lockChurchDomains(tx: Tx, churchId: number): Promise<void> {
  await tx.select({ id: igreja.id }).from(igreja).where(eq(igreja.id, churchId)).for('update');
}

export async function countDomains(tx: Tx, churchId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(igrejaDominio).where(eq(igrejaDominio.igrejaId, churchId));
  return row?.n ?? 0;
}

/** Whether another church holds the name verified. */
export async function heldElsewhere(tx: Tx, churchId: number, hostname: string): Promise<boolean> {
  const rows = await tx
    .select({ hostname: igrejaDominio.hostname })
    .from(igrejaDominio)
    .where(and(eq(igrejaDominio.hostname, hostname), ne(igrejaDominio.igrejaId, churchId), isNotNull(igrejaDominio.verificadoEm)))
    .limit(1);
  return rows.length > 0;
}

/** The church's claim of the name, unverified; undefined when the church has claimed it already. */
export async function insertDomain(tx: Tx, churchId: number, hostname: string, token: string): Promise<DomainRow | undefined> {
  const [row] = await tx
    .insert(igrejaDominio)
    .values({ hostname, igrejaId: churchId, token })
    .onConflictDoNothing({ target: [igrejaDominio.hostname, igrejaDominio.igrejaId] })
    .returning(domainColumns);
  return row;
}

/**
 * Marks the church's claim verified; a unique violation of igreja_dominio_verificado_uq when another church's claim
 * was verified first (the caller answers DOMAIN_IN_USE).
 */
export async function markVerified(tx: Tx, churchId: number, hostname: string, now: Date): Promise<DomainRow | undefined> {
  const [row] = await tx
    .update(igrejaDominio)
    .set({ verificadoEm: now })
    .where(and(eq(igrejaDominio.igrejaId, churchId), eq(igrejaDominio.hostname, hostname), isNull(igrejaDominio.verificadoEm)))
    .returning(domainColumns);
  return row;
}

/** Deletes the church's own row only; false when the church has no such domain. */
export async function deleteDomain(tx: Tx, churchId: number, hostname: string): Promise<boolean> {
  const rows = await tx
    .delete(igrejaDominio)
    .where(and(eq(igrejaDominio.igrejaId, churchId), eq(igrejaDominio.hostname, hostname)))
    .returning({ hostname: igrejaDominio.hostname });
  return rows.length === 1;
}
