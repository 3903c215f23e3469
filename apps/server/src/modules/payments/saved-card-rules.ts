import type { Tx } from '../../db/client.ts';
import { insertSavedCard } from './cards.repository.ts';
import type { CardTokenResult, PaymentGateway } from './gateways/gateway.ts';

/**
 * Keeps a fresh token as the member's saved card (after a payment with "save card", or from the add-card screen).
 * The same card (gateway fingerprint) is kept once: undefined when it already was (the token is then forgotten).
 */
export async function saveCardToken(
  ctx: { tx: Tx; church: { id: number }; usuarioId: number; now: Date },
  gateway: PaymentGateway,
  idGatewayPagamento: number,
  token: string,
  card: Omit<CardTokenResult, 'token' | 'expiresAt'>,
) {
  const gctx = { tx: ctx.tx, churchId: ctx.church.id, now: ctx.now };
  const saved = await insertSavedCard(ctx.tx, ctx.church.id, ctx.usuarioId, {
    idGatewayPagamento,
    token,
    impressao: card.fingerprint,
    bandeira: card.brand,
    ultimosDigitos: card.lastFour,
    mesValidade: card.month,
    anoValidade: card.year,
    titular: card.holder,
  });
  await (saved ? gateway.keepToken(gctx, token) : gateway.forgetToken(gctx, token));
  return saved;
}
