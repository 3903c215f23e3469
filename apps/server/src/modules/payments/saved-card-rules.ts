import type { Tx } from '../../db/client.ts';
import { findSavedCardByToken, insertSavedCard, type SavedCardRow } from './cards.repository.ts';
import type { CardTokenResult } from './gateways/gateway.ts';

/**
 * Keeps a fresh token as the member's saved card (from the add-card screen; a payment with "save card" does it in its
 * settle step). The same card (gateway fingerprint) is kept once: `saved` undefined when it already was, and then
 * `forget` says whether the token is to be forgotten at the gateway (not when a concurrent save of this very token
 * took it). The gateway is told after the commit (keepToken / forgetToken): never inside this transaction.
 */
export async function saveCardToken(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  idGatewayPagamento: number,
  token: string,
  card: Omit<CardTokenResult, 'token' | 'expiresAt'>,
): Promise<{ saved: SavedCardRow | undefined; forget: boolean }> {
  const saved = await insertSavedCard(tx, churchId, usuarioId, {
    idGatewayPagamento,
    token,
    impressao: card.fingerprint,
    bandeira: card.brand,
    ultimosDigitos: card.lastFour,
    mesValidade: card.month,
    anoValidade: card.year,
    titular: card.holder,
  });
  return { saved, forget: !saved && !(await findSavedCardByToken(tx, churchId, token)) };
}
