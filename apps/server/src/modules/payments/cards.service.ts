import type { TCardToken, TSavedCard, TSavedCardList } from '@congrega/contract/payments/cards';
import { cardExpired } from '@congrega/contract/payments/card';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { deleteSavedCard, listSavedCards, type SavedCardRow } from './cards.repository.ts';
import { assertHostChurch, cardGateway } from './payments-context.ts';
import { saveCardToken } from './saved-card-rules.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Cards: tokenized by the church's card gateway (the number and CVV stop there), kept per member. Another
 * member's card answers 404 like a missing one.
 */

function toSavedCard(row: SavedCardRow, now: Date): TSavedCard {
  return {
    id: row.id,
    idGatewayPagamento: row.idGatewayPagamento,
    bandeira: row.bandeira as TSavedCard['bandeira'],
    ultimosDigitos: row.ultimosDigitos,
    validade: `${String(row.mesValidade).padStart(2, '0')}/${row.anoValidade}`,
    titular: row.titular,
    expirado: cardExpired({ month: row.mesValidade, year: row.anoValidade }, now),
    dataCadastro: row.criadoEm.toISOString(),
  };
}

export async function tokenizeCard(
  app: FastifyInstance,
  church: TenantChurch,
  ip: string,
  churchId: number,
  card: { numero: string; titular: string; cvv: string; validade: string },
): Promise<TCardToken> {
  assertHostChurch(church, churchId);
  await app.paymentLimiters.cardTokensByIp.consume(ip);
  const [month, year] = card.validade.split('/').map(Number) as [number, number];
  const { id, gateway } = await app.database.withChurch(church.id, (tx) => cardGateway(app, tx, church.id));
  const t = await gateway.tokenizeCard(
    { churchId: church.id, now: new Date() },
    { number: card.numero, holder: card.titular, cvv: card.cvv, month, year },
  );
  return {
    token: t.token,
    bandeira: t.brand as TCardToken['bandeira'],
    ultimosDigitos: t.lastFour,
    validade: card.validade,
    titular: t.holder,
    idGatewayPagamento: id,
    expiraEm: t.expiresAt.toISOString(),
  };
}

export async function listCards(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  params: { church: number; userId: number },
): Promise<TSavedCardList> {
  assertHostChurch(church, params.church);
  const rows = await app.database.withChurch(church.id, async (tx) => {
    // Someone else's user id answers 404, like a missing one.
    if ((await requireMember(tx, auth)) !== params.userId) throw new AppError('NOT_FOUND');
    return listSavedCards(tx, church.id, params.userId);
  });
  const now = new Date();
  const groups = new Map<number, TSavedCard[]>();
  for (const row of rows) groups.set(row.idGatewayPagamento, [...(groups.get(row.idGatewayPagamento) ?? []), toSavedCard(row, now)]);
  return { cartoes: [...groups].map(([idGatewayPagamento, cartoes]) => ({ idGatewayPagamento, cartoes })) };
}

export async function saveCard(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  igreja: number,
  token: string,
): Promise<TSavedCard> {
  assertHostChurch(church, igreja);
  const now = new Date();
  const { usuarioId, id, gateway } = await app.database.withChurch(church.id, async (tx) => ({
    usuarioId: await requireMember(tx, auth),
    ...(await cardGateway(app, tx, church.id)),
  }));
  const gctx = { churchId: church.id, now };
  const card = await gateway.describeToken(gctx, token, 'save');
  if (!card) throw new AppError('CARD_TOKEN_INVALID', {}, { fields: { token: 'error.CARD_TOKEN_INVALID' } });
  const row = await app.database.withChurch(church.id, (tx) => saveCardToken(tx, church.id, usuarioId, id, token, card));
  if (!row.saved) {
    if (row.forget) await gateway.forgetToken(gctx, token);
    throw new AppError('CARD_ALREADY_SAVED');
  }
  await gateway.keepToken(gctx, token);
  return toSavedCard(row.saved, now);
}

export async function removeCard(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: number): Promise<void> {
  const removed = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const row = await deleteSavedCard(tx, church.id, usuarioId, id);
    if (!row) throw new AppError('CARD_NOT_FOUND');
    return { row, current: await cardGateway(app, tx, church.id).catch(() => undefined) };
  });
  // The gateway forgets the token too, once the card is gone here (when the church still uses the card's gateway).
  if (removed.current?.id === removed.row.idGatewayPagamento)
    await removed.current.gateway.forgetToken({ churchId: church.id, now: new Date() }, removed.row.token);
}
