import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oracaoMotivo } from './prayer.schema.ts';

/** SQL of the church's prayer reasons as the console manages them (active or not). */
const reasonColumns = { id: oracaoMotivo.id, nome: oracaoMotivo.nome, ordem: oracaoMotivo.ordem, flagAtivo: oracaoMotivo.flagAtivo };
export interface ReasonValues {
  nome: string;
  ordem: number;
  flagAtivo: boolean;
}

export function listAllReasons(tx: Tx, churchId: number) {
  return tx
    .select(reasonColumns)
    .from(oracaoMotivo)
    .where(eq(oracaoMotivo.igrejaId, churchId))
    .orderBy(asc(oracaoMotivo.ordem), asc(oracaoMotivo.nome), asc(oracaoMotivo.id));
}

export async function findReason(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select(reasonColumns)
    .from(oracaoMotivo)
    .where(and(eq(oracaoMotivo.igrejaId, churchId), eq(oracaoMotivo.id, id)))
    .limit(1);
  return row;
}

export async function insertReason(tx: Tx, churchId: number, values: ReasonValues) {
  const [row] = await tx
    .insert(oracaoMotivo)
    .values({ igrejaId: churchId, ...values })
    .returning(reasonColumns);
  return row!;
}

export async function updateReason(tx: Tx, churchId: number, id: number, values: ReasonValues) {
  const [row] = await tx
    .update(oracaoMotivo)
    .set(values)
    .where(and(eq(oracaoMotivo.igrejaId, churchId), eq(oracaoMotivo.id, id)))
    .returning(reasonColumns);
  return row;
}
