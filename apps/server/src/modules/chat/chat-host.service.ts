import { CHAT_MUTE_HOURS, type TChatMessage, type TChatMuted } from '@congrega/contract/chat';
import { CHAT_MOMENT_DEFAULT_PROMPT, CHAT_RAISED_HAND_CARE_TEXT } from '@congrega/contract/live-errors';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { appendAudit } from '../admin/admin.public.ts';
import { addRaisedHandToCare } from '../prayer/prayer.public.ts';
import { deleteMute, lastAuthorName, listMutes, upsertMute } from './chat-mute.repository.ts';
import { findPublicMessage } from './chat.repository.ts';
import { toChatMessage } from './chat.service.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The host workspace's use cases that touch the database (issue 34), each one church transaction of the host
 * church. A host is a chat moderator (chat.service.ts says who), always a member: `host` is their client and login
 * accounts, the audit row's actor.
 *
 * Decided rules:
 * - A shadow mute lasts CHAT_MUTE_HOURS and holds at the whole church (every service's room), by the chat user id:
 *   a member's account ('u:<id>') or a visitor's device ('a:<random>', kept by the device with its signed rejoin
 *   id). Church-wide on purpose (review, issue 34): someone disrupting one service comes back to the next, and the
 *   24 hours bound it; every room's hosts see the muted list and may lift it (chat-host-rights.test.ts). Only someone
 *   who wrote at this church can be muted (CHAT_USER_NOT_FOUND otherwise); muting again extends it. Muting, unmuting
 *   and pinning are audited (area live).
 * - Host rights are read again for every host action on the socket (chat-session.ts `moderating`), not only at join:
 *   a revoked role or live grant refuses the next action (CHAT_FORBIDDEN) and the socket stops being a moderator's.
 * - The pinned message is one public message of the room (not removed, not muted, not of the hosts' channel).
 * - A member's raised hand becomes a private request in the care queue (prayer's door) with the host's question,
 *   in the church's language, once per moment.
 */
export interface ChatHost {
  usuarioId: number;
  contaId: number;
}

const AREA = 'live' as const;

export async function muteChatUser(app: FastifyInstance, church: TenantChurch, host: ChatHost, userId: string): Promise<TChatMuted> {
  return app.database.withChurch(church.id, async (tx) => {
    const nome = await lastAuthorName(tx, church.id, userId);
    if (nome === undefined) throw new AppError('CHAT_USER_NOT_FOUND');
    const ate = new Date(Date.now() + CHAT_MUTE_HOURS * 3_600_000);
    const idUsuario = userId.startsWith('u:') ? Number(userId.slice(2)) : null;
    await upsertMute(tx, church.id, { autor: userId, idUsuario, nome, idModerador: host.usuarioId, ate });
    await appendAudit(tx, church.id, {
      atorContaId: host.contaId,
      area: AREA,
      entidade: 'chat_silencio',
      entidadeId: userId,
      acao: 'create',
      depois: { autor: userId, ate: ate.toISOString() },
    });
    return { userId, name: nome, until: ate.toISOString() };
  });
}

/** Ends a mute in force; false when there was none. */
export async function unmuteChatUser(app: FastifyInstance, church: TenantChurch, host: ChatHost, userId: string): Promise<boolean> {
  return app.database.withChurch(church.id, async (tx) => {
    if (!(await deleteMute(tx, church.id, userId))) return false;
    await appendAudit(tx, church.id, {
      atorContaId: host.contaId,
      area: AREA,
      entidade: 'chat_silencio',
      entidadeId: userId,
      acao: 'delete',
    });
    return true;
  });
}

export async function mutedChatUsers(app: FastifyInstance, church: TenantChurch): Promise<TChatMuted[]> {
  const rows = await app.database.withChurch(church.id, (tx) => listMutes(tx, church.id));
  return rows.map((r) => ({ userId: r.autor, name: r.nome, until: r.ate.toISOString() }));
}

/** The message to pin (audited), or CHAT_MESSAGE_NOT_FOUND; null `messageId` audits clearing the pin. */
export async function pinChatMessage(
  app: FastifyInstance,
  church: TenantChurch,
  host: ChatHost,
  channel: number,
  messageId: number | null,
): Promise<TChatMessage | null> {
  return app.database.withChurch(church.id, async (tx) => {
    const row = messageId === null ? undefined : await findPublicMessage(tx, church.id, channel, messageId);
    if (messageId !== null && !row) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
    await appendAudit(tx, church.id, {
      atorContaId: host.contaId,
      area: AREA,
      entidade: 'chat_fixada',
      entidadeId: channel,
      acao: 'update',
      depois: { mensagem: messageId },
    });
    return row ? toChatMessage(row) : null;
  });
}

/** A member's raised hand into the care queue (a private request with the question). */
export async function raisedHandToCare(
  app: FastifyInstance,
  church: TenantChurch,
  usuarioId: number,
  prompt: string | null,
  locale: TLocale,
): Promise<void> {
  const text = CHAT_RAISED_HAND_CARE_TEXT[locale].replace('{{prompt}}', prompt ?? CHAT_MOMENT_DEFAULT_PROMPT[locale]);
  await app.database.withChurch(church.id, (tx) => addRaisedHandToCare(tx, church.id, usuarioId, text));
}
