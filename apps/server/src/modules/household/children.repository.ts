import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuarioCrianca } from './household.schema.ts';

/**
 * SQL of a member's children, in the use case's church transaction. Every query filters by church (row-level
 * security enforces it again) and by the parent's client account: nobody else ever reads or changes a child.
 */

export type ChildRow = typeof usuarioCrianca.$inferSelect;
export interface ChildValues {
  nome: string;
  dataNascimento: string;
  sexo: string | null;
  alergias: string | null;
  cuidados: string | null;
}

function own(churchId: number, usuarioId: number, id?: number) {
  return and(
    eq(usuarioCrianca.igrejaId, churchId),
    eq(usuarioCrianca.usuarioId, usuarioId),
    id === undefined ? undefined : eq(usuarioCrianca.id, id),
  );
}

export async function listChildren(tx: Tx, churchId: number, usuarioId: number): Promise<ChildRow[]> {
  return tx
    .select()
    .from(usuarioCrianca)
    .where(own(churchId, usuarioId))
    .orderBy(asc(usuarioCrianca.dataNascimento), asc(usuarioCrianca.id));
}

export async function insertChild(tx: Tx, churchId: number, usuarioId: number, values: ChildValues): Promise<ChildRow> {
  const [row] = await tx
    .insert(usuarioCrianca)
    .values({ ...values, igrejaId: churchId, usuarioId })
    .returning();
  return row!;
}

export async function updateChild(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  id: number,
  values: ChildValues,
): Promise<ChildRow | undefined> {
  const [row] = await tx
    .update(usuarioCrianca)
    .set({ ...values, atualizadoEm: sql`clock_timestamp()` })
    .where(own(churchId, usuarioId, id))
    .returning();
  return row;
}

export async function deleteChild(tx: Tx, churchId: number, usuarioId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(usuarioCrianca)
    .where(own(churchId, usuarioId, id))
    .returning({ id: usuarioCrianca.id });
  return rows.length > 0;
}

/** Account deletion: every child of the member at this church. */
export async function deleteAllChildren(tx: Tx, churchId: number, usuarioId: number): Promise<void> {
  await tx.delete(usuarioCrianca).where(own(churchId, usuarioId));
}
