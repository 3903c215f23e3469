import { randomBytes } from 'node:crypto';
import { churchDay } from '@congrega/contract/datetime';
import { MEMBER_CARD_LINK_DAYS, type TMemberCard, type TMemberCardCheck } from '@congrega/contract/member-card';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { purposeKey, readLink, signLink } from '../../lib/signed-link.ts';
import type { Tx } from '../../db/client.ts';
import { requireMember } from '../../core/member.ts';
import { isStaff } from '../../core/roles.repository.ts';
import { churchPublicUrl } from '../../core/public-url.ts';
import { qrCodeSvgDataUrl } from '../../lib/qr-image.ts';
import { findCard, findCardOfMember, type CardRow } from './member-card.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Member card (GET /usuario-carteirinha/?usuario&igreja): the caller's own card at the host church; anyone else's
 * client account answers 404 like a missing one, no card 404 MEMBER_CARD_NOT_FOUND. Its QR code carries a signed link
 * (card id + church, MEMBER_CARD_LINK_DAYS long, or until the card's last day) to /member-card/verify; staff of the
 * church post the code and see whether the card is valid today (checked now, so a revoked card fails at once) with
 * no more than the card itself shows.
 */

type Ctx = { app: FastifyInstance; church: TenantChurch; auth: AuthContext; linkKey: Uint8Array };

const audience = (churchId: number) => `member-card:${churchId}`;
const DAY_MS = 86_400_000;

function linkExpiry(validade: string | null, now = Date.now()): Date {
  const max = now + MEMBER_CARD_LINK_DAYS * DAY_MS;
  // The card's last day ends at midnight after it (UTC): the link dies with it when that comes first.
  const end = validade ? Date.parse(`${validade}T00:00:00Z`) + DAY_MS : max;
  return new Date(Math.max(now + 60_000, Math.min(max, end)));
}

export async function getMemberCard(ctx: Ctx, usuarioId: number, igrejaId: number): Promise<TMemberCard> {
  const { app, church, auth } = ctx;
  if (igrejaId !== church.id) throw new AppError('CHURCH_NOT_FOUND');
  const row = await app.database.withChurch(church.id, async (tx) => {
    if ((await requireMember(tx, auth)) !== usuarioId) throw new AppError('NOT_FOUND');
    return findCardOfMember(tx, church.id, usuarioId, churchDay(church.fusoHorario));
  });
  if (!row) throw new AppError('MEMBER_CARD_NOT_FOUND');
  const code = await signLink(ctx.linkKey, audience(church.id), { c: row.id }, linkExpiry(row.validade));
  const verificacaoUrl = `${churchPublicUrl(app.config.publicUrl, church.slug)}/member-card/verify?code=${code}`;
  return toCard(row, verificacaoUrl, await qrCodeSvgDataUrl(verificacaoUrl));
}

function toCard(row: CardRow, verificacaoUrl: string, qrCode: string): TMemberCard {
  return {
    id: row.id,
    nome: row.nome,
    sobrenome: row.sobrenome,
    nomeCompleto: `${row.nome} ${row.sobrenome}`.trim(),
    imagem: row.imagem,
    dataBatismo: row.dataBatismo,
    dataNascimento: row.dataNascimento,
    congregacao: row.congregacao,
    cpf: row.cpf,
    sexo: row.sexo,
    estadoCivil: row.estadoCivil,
    numeroMembro: row.numeroMembro,
    telefone: row.telefone,
    cargo: row.cargo,
    igreja: { id: row.igrejaId, nome: row.igrejaNome, logo: row.igrejaLogo },
    responsavel: row.responsavel,
    validade: row.validade,
    valida: row.valida,
    verificacaoUrl,
    qrCode,
  };
}

export async function verifyMemberCard(ctx: Ctx, code: string): Promise<TMemberCardCheck> {
  const { app, church, auth } = ctx;
  return app.database.withChurch(church.id, async (tx) => {
    if (!(await isStaff(tx, church.id, auth.contaId))) throw new AppError('FORBIDDEN');
    return checkCardCode(tx, church, ctx.linkKey, code);
  });
}

/**
 * Whether the card a code names is valid today, in the caller's church transaction (the caller is staff: the
 * member-side verify above, or the console's door). 404 MEMBER_CARD_LINK_INVALID for a code not signed for this
 * church, expired, or naming no card of it.
 */
export async function checkCardCode(tx: Tx, church: TenantChurch, linkKey: Uint8Array, code: string): Promise<TMemberCardCheck> {
  const claims = await readLink(linkKey, audience(church.id), code);
  const cardId = typeof claims?.c === 'number' && Number.isSafeInteger(claims.c) ? claims.c : undefined;
  const row = cardId === undefined ? undefined : await findCard(tx, church.id, cardId, churchDay(church.fusoHorario));
  if (!row) throw new AppError('MEMBER_CARD_LINK_INVALID');
  return {
    valida: row.valida,
    nomeCompleto: `${row.nome} ${row.sobrenome}`.trim(),
    imagem: row.imagem,
    numeroMembro: row.numeroMembro,
    cargo: row.cargo,
    igreja: row.igrejaNome,
    validade: row.validade,
    verificadoEm: new Date().toISOString(),
  };
}

const linkKeys = new WeakMap<object, Uint8Array>();

/**
 * The key the cards' links are signed with, one per app (the member routes and the console's door share it).
 * Without JWT_SECRET (development) it lives as long as the process, like the sessions.
 */
export function memberCardLinkKey(app: FastifyInstance): Uint8Array {
  let key = linkKeys.get(app.config);
  if (!key) {
    key = purposeKey(app.config.jwtSecret ?? randomBytes(48).toString('base64url'), 'member-card');
    linkKeys.set(app.config, key);
  }
  return key;
}
