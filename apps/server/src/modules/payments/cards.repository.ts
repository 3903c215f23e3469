import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartaoSalvo } from './payments.schema.ts';

/** SQL of saved cards: always the owner's (church and client account in every filter). */

export type SavedCardRow = typeof cartaoSalvo.$inferSelect;

export async function listSavedCards(tx: Tx, churchId: number, usuarioId: number): Promise<SavedCardRow[]> {
  return tx
    .select()
    .from(cartaoSalvo)
    .where(and(eq(cartaoSalvo.igrejaId, churchId), eq(cartaoSalvo.idUsuario, usuarioId)))
    .orderBy(asc(cartaoSalvo.idGatewayPagamento), asc(cartaoSalvo.id));
}

export async function findSavedCard(tx: Tx, churchId: number, usuarioId: number, id: number): Promise<SavedCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(cartaoSalvo)
    .where(and(eq(cartaoSalvo.igrejaId, churchId), eq(cartaoSalvo.idUsuario, usuarioId), eq(cartaoSalvo.id, id)))
    .limit(1);
  return row;
}

/** Saves a card; undefined when the member already keeps this card (same fingerprint) at this gateway. */
export async function insertSavedCard(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  values: Omit<typeof cartaoSalvo.$inferInsert, 'igrejaId' | 'idUsuario' | 'id'>,
) {
  const [row] = await tx
    .insert(cartaoSalvo)
    .values({ ...values, igrejaId: churchId, idUsuario: usuarioId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteSavedCard(tx: Tx, churchId: number, usuarioId: number, id: number): Promise<SavedCardRow | undefined> {
  const [row] = await tx
    .delete(cartaoSalvo)
    .where(and(eq(cartaoSalvo.igrejaId, churchId), eq(cartaoSalvo.idUsuario, usuarioId), eq(cartaoSalvo.id, id)))
    .returning();
  return row;
}

/** The saved card (anyone's at the church) holding a token. */
export async function findSavedCardByToken(tx: Tx, churchId: number, token: string): Promise<SavedCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(cartaoSalvo)
    .where(and(eq(cartaoSalvo.igrejaId, churchId), eq(cartaoSalvo.token, token)))
    .limit(1);
  return row;
}
