import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSavedCard, type SavedCardRow, type PaymentGateway, findMethod } from '../payments/payments.public.ts';
import type { RecurringGiftRow } from './giving.schema.ts';
import { restartPoint } from './recurring-cycle.ts';
import type { NewRecurringGift } from './recurring.repository.ts';

/**
 * A recurring gift moved to another of the giver's saved cards (PATCH `cartao: { idCartao }`): the card checked and
 * its reusable token made first (prepareGiftCard), then the change in its transaction with the gift locked, the old
 * token forgotten after the commit (the new one, if the change fails). Decided rules:
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
export interface GiftCard {
  card: SavedCardRow;
  idGatewayPagamento: number;
  gateway: PaymentGateway;
  /** The gift's own reusable token of the card, made by the gateway before the change's transaction. */
  token: string;
}

/**
 * The card a gift moves to, checked and tokenized before the change's transaction (the gateway is never called
 * inside one): one of the caller's saved cards at the church's current card gateway, and its reusable token.
 */
export async function prepareGiftCard(
  app: FastifyInstance,
  churchId: number,
  usuarioId: (tx: Tx) => Promise<number>,
  idCartao: number,
  now: Date,
): Promise<GiftCard> {
  const notFound = () => new AppError('CARD_NOT_FOUND', {}, { fields: { cartao: 'error.CARD_NOT_FOUND' } });
  const found = await app.database.withChurch(churchId, async (tx) => {
    const card = await findSavedCard(tx, churchId, await usuarioId(tx), idCartao);
    if (!card) throw notFound();
    const method = await findMethod(tx, churchId, 'cartao_credito');
    const gateway = method && app.paymentGateways.get(method.implementacao);
    if (!method || !gateway)
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', {}, { fields: { cartao: 'error.PAYMENT_METHOD_UNAVAILABLE' } });
    if (card.idGatewayPagamento !== method.idGatewayPagamento) throw notFound();
    return { card, idGatewayPagamento: method.idGatewayPagamento, gateway };
  });
  const token = await found.gateway.recurringToken({ churchId, now }, found.card.token);
  if (!token) throw notFound();
  return { ...found, token };
}

/** The gift's new card values, in the change's transaction with the gift locked; `replaced`: the token it leaves. */
export async function changeGiftCard(
  tx: Tx,
  gift: RecurringGiftRow,
  next: GiftCard,
  now: Date,
): Promise<{ values: Partial<NewRecurringGift>; replaced: string | undefined }> {
  const values: Partial<NewRecurringGift> = {
    idGatewayPagamento: next.idGatewayPagamento,
    cartaoToken: next.token,
    bandeira: next.card.bandeira,
    ultimosDigitos: next.card.ultimosDigitos,
  };
  const declinedPause = gift.status === 'pausada' && gift.motivoPausa === 'recusado';
  if (declinedPause || (gift.status === 'ativa' && gift.tentativas > 0)) {
    const restart = await restartPoint(tx, gift);
    // A charge still being decided keeps its cycle (and its date); otherwise the due gift is charged next round.
    const fresh = restart.ciclo !== gift.ciclo || restart.tentativas !== gift.tentativas;
    Object.assign(values, restart, fresh || declinedPause ? { proximaData: now } : {});
    if (declinedPause) Object.assign(values, { status: 'ativa', motivoPausa: null });
  }
  return { values, replaced: gift.idGatewayPagamento === next.idGatewayPagamento ? gift.cartaoToken : undefined };
}
