import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pagamento, pagamentoMotivo } from '../payments/payments.schema.ts';
import { doacaoRecorrente, type RecurringGiftRow } from './giving.schema.ts';

/** A recurring gift's row (services take it from here, never from the table file). */
export type { RecurringGiftRow };

/** SQL of recurring gifts as their giver sees and changes them (in the use case's church transaction). */

export type NewRecurringGift = Omit<typeof doacaoRecorrente.$inferInsert, 'igrejaId' | 'id'>;
export type RecurringGiftWithReason = RecurringGiftRow & { motivoNome: string; emAnalise: boolean };

/** The gift, its reason's name, and whether its current cycle's charge is under review at the gateway. */
const withReason = {
  gift: doacaoRecorrente,
  motivoNome: pagamentoMotivo.nome,
  emAnalise: sql<boolean>`exists (select 1 from ${pagamento} where ${pagamento.igrejaId} = ${doacaoRecorrente.igrejaId}
    and ${pagamento.doacaoRecorrenteId} = ${doacaoRecorrente.id} and ${pagamento.recorrenciaCiclo} = ${doacaoRecorrente.ciclo}
    and ${pagamento.status} = 'em_analise')`,
};
const flatten = (r: { gift: RecurringGiftRow; motivoNome: string; emAnalise: boolean }): RecurringGiftWithReason => ({
  ...r.gift,
  motivoNome: r.motivoNome,
  emAnalise: r.emAnalise === true,
});

/** The member's recurring gifts at the church (cancelled ones too: the history shows them), newest first. */
export async function findOwnRecurringGifts(tx: Tx, churchId: number, usuarioId: number): Promise<RecurringGiftWithReason[]> {
  const rows = await tx
    .select(withReason)
    .from(doacaoRecorrente)
    .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.pagamentoMotivoId))
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.usuarioId, usuarioId)))
    .orderBy(desc(doacaoRecorrente.criadoEm), desc(doacaoRecorrente.id));
  return rows.map(flatten);
}

/** One of the member's recurring gifts (someone else's is undefined, like a missing one); `lock` for a change. */
export async function findOwnRecurringGift(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  id: number,
  lock = false,
): Promise<RecurringGiftWithReason | undefined> {
  const query = tx
    .select(withReason)
    .from(doacaoRecorrente)
    .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.pagamentoMotivoId))
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.usuarioId, usuarioId), eq(doacaoRecorrente.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: doacaoRecorrente }) : await query;
  return row && flatten(row);
}

export async function insertRecurringGift(tx: Tx, churchId: number, values: NewRecurringGift): Promise<RecurringGiftRow> {
  const [row] = await tx
    .insert(doacaoRecorrente)
    .values({ ...values, igrejaId: churchId })
    .returning();
  return row!;
}

/** Changes a recurring gift of the church (amount, frequency, status, next date...); the updated row. */
export async function updateRecurringGift(
  tx: Tx,
  churchId: number,
  id: number,
  values: Partial<NewRecurringGift>,
): Promise<RecurringGiftRow | undefined> {
  const [row] = await tx
    .update(doacaoRecorrente)
    .set({ ...values, atualizadoEm: new Date() })
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.id, id)))
    .returning();
  return row;
}

/** The recurring gift a payment set up or belongs to (the payment's `recorrencia`). */
export async function findRecurringGift(tx: Tx, churchId: number, id: number): Promise<RecurringGiftRow | undefined> {
  const [row] = await tx
    .select()
    .from(doacaoRecorrente)
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.id, id)))
    .limit(1);
  return row;
}

/** The charge (payment) recorded for a gift's (cycle, attempt), if any. */
export async function findChargeAt(tx: Tx, churchId: number, giftId: number, ciclo: number, tentativa: number) {
  const [row] = await tx
    .select({ id: pagamento.id, status: pagamento.status })
    .from(pagamento)
    .where(
      and(
        eq(pagamento.igrejaId, churchId),
        eq(pagamento.doacaoRecorrenteId, giftId),
        eq(pagamento.recorrenciaCiclo, ciclo),
        eq(pagamento.recorrenciaTentativa, tentativa),
      ),
    )
    .limit(1);
  return row;
}
