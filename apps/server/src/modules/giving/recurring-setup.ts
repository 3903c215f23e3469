import type { z } from 'zod';
import type { ZPaymentCreateBody } from '@congrega/contract/payments/payment';
import type { TRecurrence } from '../payments/destination-hooks.ts';
import type { PaymentContext, PaymentOutcome } from '../payments/payment-core.ts';
import { findMethod, updatePayment, type PaymentRow } from '../payments/payments.repository.ts';
import type { Tx } from '../../db/client.ts';
import { findRecurringGift, insertRecurringGift } from './recurring.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Sets up a recurring gift after a donation's first charge, in its transaction (spec sections 3, 5 "Recurrence"):
 * only with the switch on, by credit card, for exactly ONE reason the church opens to recurrence, and only when the
 * first charge was approved. The gift keeps its own reusable gateway token (not the saved card's: removing a saved
 * card does not stop a gift, and a card not saved can still recur); it is never shown to anyone.
 */
export async function setUpRecurringGift(
  ctx: PaymentContext,
  body: z.output<typeof ZPaymentCreateBody>,
  reasons: { id: number; flagRecorrencia: boolean }[],
  outcome: PaymentOutcome,
): Promise<TRecurrence> {
  const { payment, cardToken } = outcome;
  const [reason] = reasons;
  if (!body.allowRecurrency || body.metodoPagamento !== 'cartao_credito' || body.motivos.length !== 1 || reasons.length !== 1) return null;
  if (!reason?.flagRecorrencia || payment.status !== 'aprovado' || !cardToken || ctx.usuarioId === null) return null;
  const { tx, church, now, usuarioId } = ctx;
  const method = await findMethod(tx, church.id, 'cartao_credito');
  const gateway = method && ctx.gatewayFor(method.implementacao);
  const token = gateway && (await gateway.recurringToken({ tx, churchId: church.id, now }, cardToken));
  if (!method || !token) return null;
  const card = (payment.detalhes as { cartao?: { bandeira: string; ultimosDigitos: string } }).cartao;
  const proximaData = new Date(now.getTime() + body.recorrenciaDias * DAY);
  const gift = await insertRecurringGift(tx, church.id, {
    usuarioId,
    pagamentoMotivoId: reason.id,
    valor: body.motivos[0]!.valor,
    moeda: payment.moeda,
    flagUsuarioTaxa: body.flagUsuarioTaxa,
    recorrenciaDias: body.recorrenciaDias,
    status: 'ativa',
    proximaData,
    tentativas: 0,
    ciclo: 2,
    ultimaCobrancaEm: now,
    idGatewayPagamento: method.idGatewayPagamento,
    cartaoToken: token,
    bandeira: card?.bandeira ?? '',
    ultimosDigitos: card?.ultimosDigitos ?? '',
    idioma: ctx.locale,
  });
  await updatePayment(tx, church.id, payment.id, { doacaoRecorrenteId: gift.id, recorrenciaCiclo: 1, recorrenciaTentativa: 0 });
  return { id: gift.id, recorrenciaDias: gift.recorrenciaDias, proximaData: proximaData.toISOString() };
}

/** The `recorrencia` of a payment that set up or belongs to a recurring gift. */
export async function describeRecurrence(ctx: { tx: Tx; churchId: number }, payment: PaymentRow): Promise<TRecurrence> {
  if (payment.doacaoRecorrenteId === null) return null;
  const gift = await findRecurringGift(ctx.tx, ctx.churchId, payment.doacaoRecorrenteId);
  return gift ? { id: gift.id, recorrenciaDias: gift.recorrenciaDias, proximaData: gift.proximaData?.toISOString() ?? null } : null;
}
