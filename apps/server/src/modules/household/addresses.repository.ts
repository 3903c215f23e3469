import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuarioEndereco } from './household.schema.ts';

/** SQL of a member's addresses, in the use case's church transaction, filtered by church and owner. */

export type AddressRow = typeof usuarioEndereco.$inferSelect;
export interface AddressValues {
  pais: string;
  cep: string;
  logradouro: string;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string;
  estado: string | null;
}

function own(churchId: number, usuarioId: number, id?: number) {
  return and(
    eq(usuarioEndereco.igrejaId, churchId),
    eq(usuarioEndereco.usuarioId, usuarioId),
    id === undefined ? undefined : eq(usuarioEndereco.id, id),
  );
}

export async function listAddresses(tx: Tx, churchId: number, usuarioId: number): Promise<AddressRow[]> {
  return tx.select().from(usuarioEndereco).where(own(churchId, usuarioId)).orderBy(asc(usuarioEndereco.id));
}

export async function insertAddress(tx: Tx, churchId: number, usuarioId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx
    .insert(usuarioEndereco)
    .values({ ...values, igrejaId: churchId, usuarioId })
    .returning();
  return row!;
}

export async function updateAddress(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(usuarioEndereco)
    .set({ ...values, atualizadoEm: sql`clock_timestamp()` })
    .where(own(churchId, usuarioId, id))
    .returning();
  return row;
}

export async function deleteAddress(tx: Tx, churchId: number, usuarioId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(usuarioEndereco)
    .where(own(churchId, usuarioId, id))
    .returning({ id: usuarioEndereco.id });
  return rows.length > 0;
}

/** Account deletion: every address of the member at this church. */
export async function deleteAllAddresses(tx: Tx, churchId: number, usuarioId: number): Promise<void> {
  await tx.delete(usuarioEndereco).where(own(churchId, usuarioId));
}
