import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { gatewayPagamento, pagamento } from './payments.schema.ts';
import { pagamentoEstorno } from './refunds.schema.ts';

/** SQL of refunds (refunds.schema.ts), in the caller's church transaction; the payment is locked by the caller. */

export type RefundRow = typeof pagamentoEstorno.$inferSelect;
export type NewRefund = Omit<typeof pagamentoEstorno.$inferInsert, 'igrejaId' | 'id'>;

export async function insertRefund(tx: Tx, churchId: number, values: NewRefund): Promise<RefundRow> {
  const [row] = await tx
    .insert(pagamentoEstorno)
    .values({ ...values, igrejaId: churchId })
    .returning();
  return row!;
}

export async function updateRefund(tx: Tx, churchId: number, id: number, values: Partial<NewRefund>): Promise<RefundRow> {
  const [row] = await tx
    .update(pagamentoEstorno)
    .set(values)
    .where(and(eq(pagamentoEstorno.igrejaId, churchId), eq(pagamentoEstorno.id, id)))
    .returning();
  return row!;
}

export async function findRefundByKey(tx: Tx, churchId: number, chave: string): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(pagamentoEstorno)
    .where(and(eq(pagamentoEstorno.igrejaId, churchId), eq(pagamentoEstorno.chave, chave)))
    .limit(1);
  return row;
}

export async function findRefund(tx: Tx, churchId: number, id: number): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(pagamentoEstorno)
    .where(and(eq(pagamentoEstorno.igrejaId, churchId), eq(pagamentoEstorno.id, id)))
    .limit(1);
  return row;
}

/**
 * The refund a gateway event names: by the gateway's id, else the oldest of the payment's refunds still waiting for
 * the gateway's answer with that amount (the sandbox posts its event before its refund() call returns).
 */
export async function findRefundForEvent(tx: Tx, churchId: number, paymentId: number, gatewayId: string, valor: number) {
  const [byId] = await tx
    .select()
    .from(pagamentoEstorno)
    .where(and(eq(pagamentoEstorno.igrejaId, churchId), eq(pagamentoEstorno.gatewayEstornoId, gatewayId)))
    .limit(1);
  if (byId) return byId;
  const [waiting] = await tx
    .select()
    .from(pagamentoEstorno)
    .where(
      and(
        eq(pagamentoEstorno.igrejaId, churchId),
        eq(pagamentoEstorno.idPagamento, paymentId),
        eq(pagamentoEstorno.status, 'processando'),
        eq(pagamentoEstorno.via, 'gateway'),
        isNull(pagamentoEstorno.gatewayEstornoId),
        eq(pagamentoEstorno.valor, valor),
      ),
    )
    .orderBy(asc(pagamentoEstorno.id))
    .limit(1);
  return waiting;
}

/** A payment's refunds, oldest first, with the name of the staff member who asked (their client account here). */
export function listRefunds(tx: Tx, churchId: number, paymentId: number) {
  return tx
    .select({
      refund: pagamentoEstorno,
      nome: sql<string | null>`(select trim(${usuario.nome} || ' ' || ${usuario.sobrenome}) from ${usuario}
        where ${usuario.igrejaId} = ${churchId} and ${usuario.contaId} = ${pagamentoEstorno.atorContaId} limit 1)`,
    })
    .from(pagamentoEstorno)
    .where(and(eq(pagamentoEstorno.igrejaId, churchId), eq(pagamentoEstorno.idPagamento, paymentId)))
    .orderBy(asc(pagamentoEstorno.id));
}

/** Moves what a payment has refunded by `delta` (a refund recorded, or one refused and given back). */
export async function addRefunded(tx: Tx, churchId: number, paymentId: number, delta: number) {
  const [row] = await tx
    .update(pagamento)
    .set({ valorEstornado: sql`${pagamento.valorEstornado} + ${delta}`, atualizadoEm: sql`now()` })
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, paymentId)))
    .returning();
  return row!;
}

/** Marks a refund's e-mail sent; false when it already was. */
export async function markRefundMailed(tx: Tx, churchId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(pagamentoEstorno)
    .set({ emailEnviadoEm: sql`now()` })
    .where(and(eq(pagamentoEstorno.igrejaId, churchId), eq(pagamentoEstorno.id, id), isNull(pagamentoEstorno.emailEnviadoEm)))
    .returning({ id: pagamentoEstorno.id });
  return rows.length === 1;
}

/** The implementation (registry key) of a payment's gateway. */
export async function findGatewayImplementation(tx: Tx, idGateway: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ implementacao: gatewayPagamento.implementacao })
    .from(gatewayPagamento)
    .where(eq(gatewayPagamento.id, idGateway))
    .limit(1);
  return row?.implementacao;
}
