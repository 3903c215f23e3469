import type { z } from 'zod';
import type { ZPaymentCreateBody } from '@congrega/contract/payments/payment';
import type { FastifyInstance } from 'fastify';
import {
  type PaymentDestinationHooks,
  type TRecurrence,
  type ChargeExtras,
  findMethod,
  updatePayment,
  type PaymentRow,
} from '../payments/payments.public.ts';
import type { Tx } from '../../db/client.ts';
import { findRecurringGift, insertRecurringGift } from './recurring.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What a donation keeps with its recorded charge when it is to recur (read back by its settle step). */
interface RecurrenceRequest {
  motivoId: number;
  valor: number;
  recorrenciaDias: number;
  flagUsuarioTaxa: boolean;
}

/**
 * Whether a donation is to set up a recurring gift (spec sections 3, 5 "Recurrence"): only with the switch on, by
 * credit card, for exactly ONE reason the church opens to recurrence, by a member. Then its charge asks the gateway
 * for a reusable token of the card it charges.
 */
export function donationExtras(
  body: z.output<typeof ZPaymentCreateBody>,
  reasons: { id: number; flagRecorrencia: boolean }[],
  usuarioId: number | null,
): ChargeExtras {
  const [reason] = reasons;
  const recurs = body.allowRecurrency && body.metodoPagamento === 'cartao_credito' && body.motivos.length === 1 && reasons.length === 1;
  if (!recurs || !reason?.flagRecorrencia || usuarioId === null) return {};
  const recorrencia: RecurrenceRequest = {
    motivoId: reason.id,
    valor: body.motivos[0]!.valor,
    recorrenciaDias: body.recorrenciaDias,
    flagUsuarioTaxa: body.flagUsuarioTaxa,
  };
  return { recurring: true, destino: { recorrencia } };
}

/**
 * Sets up the recurring gift of a donation whose charge was answered, in its settle transaction (once: only an
 * 'em_aberto' payment is settled), when the first charge was approved and the gateway gave a reusable token of the
 * card charged (the gift keeps its own token, not the saved card's: removing a saved card does not stop a gift, a
 * card not saved can still recur, and a card the member had saved already recurs too). Otherwise, unless the card
 * was refused, the payment records that the recurrence could not be set up (`recorrenciaFalhou`), so the answer and
 * the thank-you page say so; a token not used is forgotten at the gateway.
 */
export function setUpRecurringGift(app: FastifyInstance): NonNullable<PaymentDestinationHooks['charged']> {
  return async (ctx, payment, charge) => {
    const request = charge.destino?.recorrencia as RecurrenceRequest | undefined;
    if (!request || payment.idUsuario === null) return;
    const { tx, churchId, now } = ctx;
    const method = await findMethod(tx, churchId, 'cartao_credito');
    const token = charge.recurringToken;
    if (payment.status !== 'aprovado' || !token || !method) {
      const gateway = method && app.paymentGateways.get(method.implementacao);
      const afterCommit = token && gateway ? () => gateway.forgetToken({ churchId, now }, token) : undefined;
      if (payment.status === 'cancelado') return { afterCommit };
      const failed = await updatePayment(tx, churchId, payment.id, { detalhes: { ...payment.detalhes, recorrenciaFalhou: true } });
      return { payment: failed, afterCommit };
    }
    const card = (payment.detalhes as { cartao?: { bandeira: string; ultimosDigitos: string } }).cartao;
    const proximaData = new Date(now.getTime() + request.recorrenciaDias * DAY);
    const gift = await insertRecurringGift(tx, churchId, {
      usuarioId: payment.idUsuario,
      pagamentoMotivoId: request.motivoId,
      valor: request.valor,
      moeda: payment.moeda,
      flagUsuarioTaxa: request.flagUsuarioTaxa,
      recorrenciaDias: request.recorrenciaDias,
      status: 'ativa',
      proximaData,
      tentativas: 0,
      ciclo: 2,
      ultimaCobrancaEm: now,
      idGatewayPagamento: method.idGatewayPagamento,
      cartaoToken: token,
      bandeira: card?.bandeira ?? '',
      ultimosDigitos: card?.ultimosDigitos ?? '',
      idioma: payment.idioma,
    });
    const linked = await updatePayment(tx, churchId, payment.id, {
      doacaoRecorrenteId: gift.id,
      recorrenciaCiclo: 1,
      recorrenciaTentativa: 0,
    });
    return { payment: linked };
  };
}

/** The `recorrencia` of a payment that set up or belongs to a recurring gift. */
export async function describeRecurrence(ctx: { tx: Tx; churchId: number }, payment: PaymentRow): Promise<TRecurrence> {
  if (payment.doacaoRecorrenteId === null) return null;
  const gift = await findRecurringGift(ctx.tx, ctx.churchId, payment.doacaoRecorrenteId);
  return gift ? { id: gift.id, recorrenciaDias: gift.recorrenciaDias, proximaData: gift.proximaData?.toISOString() ?? null } : null;
}
