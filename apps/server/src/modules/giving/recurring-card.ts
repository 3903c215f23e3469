import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSavedCard } from '../payments/cards.repository.ts';
import { findMethod } from '../payments/payments.repository.ts';
import type { RecurringGiftRow } from './giving.schema.ts';
import { restartPoint } from './recurring-cycle.ts';
import type { NewRecurringGift } from './recurring.repository.ts';

/**
 * A recurring gift moved to another of the giver's saved cards (PATCH `cartao: { idCartao }`), in the change's
 * transaction with the gift locked. Decided rules:
 * - The card must be one of the caller's saved cards at the host church, at the church's current card gateway:
 *   someone else's, a removed one or one of another gateway answers 404 CARD_NOT_FOUND (field `cartao`), like a
 *   missing one. No card method any more: 422 PAYMENT_METHOD_UNAVAILABLE.
 * - The gift gets its own reusable token of that card (gateway.recurringToken, as at set-up): removing the saved
 *   card later does not stop the gift. The old token is forgotten at the gateway.
 * - A gift with declined attempts (paused after the last retry, or a retry pending) starts again on the new card: a
 *   fresh cycle, the retry schedule from the start, next charge now (the unpaid gift is due: the runner's next
 *   round, within a minute), and a paused-after-decline gift is active again. A charge still being decided keeps
 *   its cycle. Otherwise (active and up to date, or paused by the giver or because the reason is closed) only the
 *   card changes.
 */
export async function changeGiftCard(
  app: FastifyInstance,
  tx: Tx,
  gift: RecurringGiftRow,
  usuarioId: number,
  idCartao: number,
  now: Date,
): Promise<Partial<NewRecurringGift>> {
  const churchId = gift.igrejaId;
  const notFound = () => new AppError('CARD_NOT_FOUND', {}, { fields: { cartao: 'error.CARD_NOT_FOUND' } });
  const card = await findSavedCard(tx, churchId, usuarioId, idCartao);
  if (!card) throw notFound();
  const method = await findMethod(tx, churchId, 'cartao_credito');
  const gateway = method && app.paymentGateways.get(method.implementacao);
  if (!method || !gateway) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', {}, { fields: { cartao: 'error.PAYMENT_METHOD_UNAVAILABLE' } });
  if (card.idGatewayPagamento !== method.idGatewayPagamento) throw notFound();
  const ctx = { tx, churchId, now };
  const token = await gateway.recurringToken(ctx, card.token);
  if (!token) throw notFound();
  if (gift.idGatewayPagamento === method.idGatewayPagamento) await gateway.forgetToken(ctx, gift.cartaoToken);
  const values: Partial<NewRecurringGift> = {
    idGatewayPagamento: method.idGatewayPagamento,
    cartaoToken: token,
    bandeira: card.bandeira,
    ultimosDigitos: card.ultimosDigitos,
  };
  const declinedPause = gift.status === 'pausada' && gift.motivoPausa === 'recusado';
  if (declinedPause || (gift.status === 'ativa' && gift.tentativas > 0)) {
    const restart = await restartPoint(tx, gift);
    // A charge still being decided keeps its cycle (and its date); otherwise the due gift is charged next round.
    const fresh = restart.ciclo !== gift.ciclo || restart.tentativas !== gift.tentativas;
    Object.assign(values, restart, fresh || declinedPause ? { proximaData: now } : {});
    if (declinedPause) Object.assign(values, { status: 'ativa', motivoPausa: null });
  }
  return values;
}
