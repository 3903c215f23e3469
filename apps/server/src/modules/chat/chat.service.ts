import { CHAT_HISTORY_MAX, type TChatMessage, type TChatUser } from '@congrega/contract/chat';
import { STAFF_ROLES } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listRoles } from '../../core/roles.repository.ts';
import { socketTokenAccount } from '../accounts/accounts.public.ts';
import { liveServiceExists } from '../live/live.public.ts';
import { findByRef, findChatProfile, holdsLiveGrant, insertMessage, listRecent, removeMessages, type ChatRow } from './chat.repository.ts';
import { isMutedNow } from './chat-mute.repository.ts';
import { visitorIdentity } from './visitor-id.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Chat use cases that touch the database, each one church transaction of the host church.
 *
 * Decided rules (the spec leaves them open, section 6 "Which role may moderate the chat: not shown"):
 * - Moderators (the hosts) are the church's staff (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN), members
 *   holding the per-church role ROLE_CHAT_MODERATOR (a `usuario_role` row, so each church grants it on its own) and
 *   members holding the console's live grant (edit or admin: the chat host preset; one scoped to a service hosts
 *   that service's room only).
 * - A channel is an active live service of the host church; any other id (another church's service included)
 *   answers CHAT_CHANNEL_NOT_FOUND, so rooms never cross churches.
 * - Visitors need a name and get a random id `a:<random>` with a signed rejoin id for them alone (visitor-id.ts): a
 *   reconnect keeps the identity only with that, else it is a new visitor; members are `u:<client account id>` with their
 *   account's name and picture (a name sent by a member is ignored). A token of an account without a client
 *   account here is refused (CLIENT_ACCOUNT_NOT_FOUND); an expired one answers TOKEN_EXPIRED.
 */
export const CHAT_MODERATOR_ROLE = 'ROLE_CHAT_MODERATOR';
const MODERATOR_ROLES: readonly string[] = [...STAFF_ROLES, CHAT_MODERATOR_ROLE];

/** Whether a member hosts (moderates) this service's chat: a moderator role or the console's live grant. */
export async function isChatHost(tx: Tx, churchId: number, account: { contaId: number; usuarioId: number }, channel: number) {
  const roles = await listRoles(tx, churchId, account.contaId);
  return {
    roles,
    host: roles.some((role) => MODERATOR_ROLES.includes(role)) || (await holdsLiveGrant(tx, churchId, account.usuarioId, channel)),
  };
}

export function toChatMessage(row: ChatRow): TChatMessage {
  return {
    id: row.id,
    channel: row.cultoId,
    userId: row.autor,
    username: row.nome,
    avatar: row.avatar,
    text: row.texto,
    at: row.criadoEm.toISOString(),
    moderator: row.moderador,
    hosts: row.anfitrioes,
  };
}

export interface JoinRequest {
  channel: number;
  name?: string | undefined;
  token?: string | undefined;
  anonymousId?: string | undefined;
  since?: number | undefined;
}

/** Who joins, the room's recent history they may see (after `since`) and a visitor's rejoin id (theirs alone). */
export async function joinRoom(
  app: FastifyInstance,
  church: TenantChurch,
  join: JoinRequest,
): Promise<{ user: TChatUser; history: TChatMessage[]; rejoinId?: string; usuarioId?: number; contaId?: number }> {
  const account = join.token ? await socketTokenAccount(app, church, join.token) : undefined;
  if (!account && !join.name) throw new AppError('CHAT_NAME_REQUIRED');
  return app.database.withChurch(church.id, async (tx) => {
    if (!(await liveServiceExists(tx, church.id, join.channel))) throw new AppError('CHAT_CHANNEL_NOT_FOUND');
    let user: TChatUser;
    let rejoinId: string | undefined;
    let member: { usuarioId: number; contaId: number } | undefined;
    if (account) {
      member = { usuarioId: account.usuarioId, contaId: account.contaId };
      const profile = await findChatProfile(tx, church.id, account.usuarioId);
      const { roles, host } = await isChatHost(tx, church.id, account, join.channel);
      user = {
        id: `u:${account.usuarioId}`,
        name: profile ? `${profile.nome} ${profile.sobrenome}`.trim() : '',
        avatar: profile?.imagem ?? null,
        role: roles[0] ?? null,
        autenticated: true,
        moderator: host,
      };
    } else {
      const visitor = visitorIdentity(app.config.jwtSecret, church.id, join.anonymousId);
      rejoinId = visitor.rejoinId;
      user = { id: visitor.id, name: join.name!, avatar: null, role: null, autenticated: false, moderator: false };
    }
    const rows = await listRecent(tx, church.id, join.channel, user, join.since ?? 0, CHAT_HISTORY_MAX);
    return { user, history: rows.map(toChatMessage), ...(rejoinId ? { rejoinId } : {}), ...member };
  });
}

/**
 * Stores a message once per client `ref` of its author, in one transaction. A repeat of a stored `ref` (its ack was
 * lost) is answered with the stored message, `repeat`, and whether a moderator removed it since, without `admit`:
 * slow mode and the rate limit never refuse a repeat. Otherwise `admit` decides (it throws a refusal), and `hidden`
 * says whether the author is shadow-muted at the church now (chat_silencio: only they will see it); a repeat racing
 * this one on another copy is caught by the unique index (insertMessage).
 */
export async function saveMessage(
  app: FastifyInstance,
  church: TenantChurch,
  channel: number,
  user: TChatUser,
  send: { ref: string; text: string; hosts?: boolean | undefined },
  admit: () => Promise<void>,
): Promise<{ message: TChatMessage; repeat: boolean; removed: boolean; hidden: boolean }> {
  const { row, repeat, hidden } = await app.database.withChurch(church.id, async (tx) => {
    const earlier = await findByRef(tx, church.id, channel, user.id, send.ref);
    if (earlier) return { row: earlier, repeat: true, hidden: earlier.oculto };
    await admit();
    const hidden = await isMutedNow(tx, church.id, user.id);
    const stored = await insertMessage(tx, {
      igrejaId: church.id,
      cultoId: channel,
      autor: user.id,
      idUsuario: user.id.startsWith('u:') ? Number(user.id.slice(2)) : null,
      nome: user.name,
      avatar: user.avatar,
      moderador: user.moderator,
      texto: send.text,
      oculto: hidden,
      anfitrioes: send.hosts === true,
      refCliente: send.ref,
    });
    return { ...stored, hidden };
  });
  return { message: toChatMessage(row), repeat, removed: row.removida, hidden };
}

export async function removeMessage(app: FastifyInstance, church: TenantChurch, channel: number, id: number): Promise<void> {
  const removed = await app.database.withChurch(church.id, (tx) => removeMessages(tx, church.id, { channel, id }));
  if (removed === 0) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
}

export async function removeAuthor(app: FastifyInstance, church: TenantChurch, channel: number, userId: string): Promise<void> {
  await app.database.withChurch(church.id, (tx) => removeMessages(tx, church.id, { channel, autor: userId }));
}
