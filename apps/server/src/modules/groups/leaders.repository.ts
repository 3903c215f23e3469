import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { celulaLider } from './groups.schema.ts';

/**
 * SQL of a cell's leaders (celula_lider: one or more per cell), in the use case's church transaction. Every query
 * filters by church; row-level security again. Leaders come in the order staff named them.
 */

/** The outer query's "celula"."id" (a subquery on celula_lider would read its own id otherwise). */
const outerCell = sql.raw('"celula"."id"');

/** Whether `usuarioId` leads the outer query's cell. */
export function leadsCell(usuarioId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${celulaLider} where ${celulaLider.celulaId} = ${outerCell} and ${celulaLider.usuarioId} = ${usuarioId})`;
}

export interface LeaderRow {
  celulaId: number;
  usuarioId: number;
  nome: string;
  sobrenome: string;
  email: string;
  imagem: string | null;
  receberAvisosEmail: boolean;
}

/** The leaders of the cells, by cell (a cell without any is absent from the map). */
export async function leadersOf(tx: Tx, churchId: number, cellIds: number[]): Promise<Map<number, LeaderRow[]>> {
  const byCell = new Map<number, LeaderRow[]>();
  if (!cellIds.length) return byCell;
  const rows = await tx
    .select({
      celulaId: celulaLider.celulaId,
      usuarioId: usuario.id,
      nome: usuario.nome,
      sobrenome: usuario.sobrenome,
      email: usuario.email,
      imagem: usuario.imagem,
      receberAvisosEmail: usuario.receberAvisosEmail,
    })
    .from(celulaLider)
    .innerJoin(usuario, and(eq(usuario.id, celulaLider.usuarioId), eq(usuario.igrejaId, churchId)))
    .where(and(eq(celulaLider.igrejaId, churchId), inArray(celulaLider.celulaId, cellIds)))
    .orderBy(asc(celulaLider.celulaId), asc(celulaLider.id));
  for (const row of rows) byCell.set(row.celulaId, [...(byCell.get(row.celulaId) ?? []), row]);
  return byCell;
}

export async function leaderIdsOf(tx: Tx, churchId: number, celulaId: number): Promise<number[]> {
  return ((await leadersOf(tx, churchId, [celulaId])).get(celulaId) ?? []).map((l) => l.usuarioId);
}

export async function isLeaderOf(tx: Tx, churchId: number, celulaId: number, usuarioId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: celulaLider.id })
    .from(celulaLider)
    .where(and(eq(celulaLider.igrejaId, churchId), eq(celulaLider.celulaId, celulaId), eq(celulaLider.usuarioId, usuarioId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes `usuarioIds` the cell's leaders in that order (the rows are written again in order; a leader kept keeps the
 * date they started leading).
 */
export async function setLeaders(tx: Tx, churchId: number, celulaId: number, usuarioIds: number[]): Promise<void> {
  const removed = await tx
    .delete(celulaLider)
    .where(and(eq(celulaLider.igrejaId, churchId), eq(celulaLider.celulaId, celulaId)))
    .returning({ usuarioId: celulaLider.usuarioId, criadoEm: celulaLider.criadoEm });
  if (!usuarioIds.length) return;
  const since = new Map(removed.map((r) => [r.usuarioId, r.criadoEm]));
  await tx
    .insert(celulaLider)
    .values(usuarioIds.map((usuarioId) => ({ igrejaId: churchId, celulaId, usuarioId, criadoEm: since.get(usuarioId) ?? new Date() })));
}
