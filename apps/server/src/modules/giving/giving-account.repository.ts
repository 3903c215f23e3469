import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pagamentoMotivo } from '../payments/payments.schema.ts';

/** SQL the giver's recurring-gift changes need beyond recurring.repository.ts (in the use case's transaction). */

/** The minimum value of the church's reason (active or not: a gift keeps the reason it was set up with). */
export async function findReasonMinimum(tx: Tx, churchId: number, motivoId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ valorMinimo: pagamentoMotivo.valorMinimo })
    .from(pagamentoMotivo)
    .where(and(eq(pagamentoMotivo.igrejaId, churchId), eq(pagamentoMotivo.id, motivoId)))
    .limit(1);
  return row?.valorMinimo;
}
