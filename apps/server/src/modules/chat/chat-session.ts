import {
  CHAT_RATE_POINTS,
  CHAT_RATE_WINDOW_SECONDS,
  parseChatClientFrame,
  type TChatClientFrameParsed,
  type TChatServerFrame,
  type TChatUser,
} from '@congrega/contract/chat';
import { FALLBACK_LOCALE, matchLocale, type TLocale } from '@congrega/contract/locale';
import { translate } from '@congrega/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/rate-limit.ts';
import type { RoomKey } from './chat-bus.ts';
import type { ChatClient, ChatRooms } from './chat-rooms.ts';
import type { ChatRoomState } from './chat-state.ts';
import { moderate } from './chat-moderation.ts';
import { mutedChatUsers, raisedHandToCare, type ChatHost } from './chat-host.service.ts';
import { isChatHost, joinRoom, saveMessage } from './chat.service.ts';
import type { TenantChurch } from '../../core/tenant.ts';

export interface SessionDeps {
  app: FastifyInstance;
  rooms: ChatRooms;
  /** Mute, slow mode and the moment, shared by every copy. */
  state: ChatRoomState;
  limiter: Limiter;
  church: TenantChurch;
  locale: TLocale;
  /** Writes one text frame to the socket (text, or its UTF-8 bytes). */
  write(text: string | Buffer): void;
}

/**
 * One socket's conversation: parses each frame with the contract's union, answers `error` frames for anything
 * refused (translated, with the `ref` of a failed message so the client can retry it) and turns accepted frames
 * into room events on the bus. Frames are handled one at a time, in order.
 */
export class ChatSession implements ChatClient {
  user: TChatUser = { id: '', name: '', avatar: null, role: null, autenticated: false, moderator: false };
  batches = false;
  private key: RoomKey | undefined;
  /** A member's accounts (the audit's actor when they moderate). */
  private host: ChatHost | undefined;

  constructor(private readonly deps: SessionDeps) {}

  sendText(text: string | Buffer): void {
    this.deps.write(text);
  }

  private send(frame: TChatServerFrame): void {
    this.deps.write(JSON.stringify(frame));
  }

  private fail(code: string, extra: { ref?: string | undefined; seconds?: number | undefined } = {}): void {
    const params: Record<string, number> = extra.seconds !== undefined ? { seconds: extra.seconds } : {};
    this.send({
      type: 'error',
      code,
      message: translate(this.deps.locale, `error.${code}`, params),
      ...(extra.ref ? { ref: extra.ref } : {}),
      ...(extra.seconds !== undefined ? { seconds: extra.seconds } : {}),
    });
  }

  async handle(raw: string): Promise<void> {
    const parsed = parseChatClientFrame(raw);
    if (!parsed.ok) return this.fail('CHAT_BAD_MESSAGE', { ref: parsed.ref });
    const frame = parsed.frame;
    try {
      await this.dispatch(frame);
    } catch (err) {
      const ref = frame.type === 'message' ? frame.ref : undefined;
      if (err instanceof AppError) {
        const seconds = typeof err.params.seconds === 'number' ? err.params.seconds : undefined;
        return this.fail(err.code, { ref, seconds });
      }
      this.deps.app.log.error({ err }, 'chat frame failed');
      this.fail(frame.type === 'message' ? 'CHAT_SEND_FAILED' : 'INTERNAL_ERROR', { ref });
    }
  }

  private joined(): RoomKey {
    if (!this.key) throw new AppError('CHAT_NOT_JOINED');
    return this.key;
  }

  /**
   * Moderation frames: joined, and a moderator (chat.service.ts says who; always a member, `host`). The right is read
   * again for every host action, not only at join (review, issue 34): a host whose role or live grant was taken away
   * meanwhile gets CHAT_FORBIDDEN at once and stops being a moderator on this socket (no hosts' channel, counts nor
   * raised hands from then on).
   */
  private async moderating(): Promise<{ key: RoomKey; host: ChatHost }> {
    const key = this.joined();
    if (!this.user.moderator || !this.host) throw new AppError('CHAT_FORBIDDEN');
    if (!(await this.stillHost(key, this.host))) {
      this.user = { ...this.user, moderator: false };
      throw new AppError('CHAT_FORBIDDEN');
    }
    return { key, host: this.host };
  }

  private stillHost(key: RoomKey, host: ChatHost): Promise<boolean> {
    const { app, church } = this.deps;
    return app.database.withChurch(church.id, async (tx) => (await isChatHost(tx, church.id, host, key.channel)).host);
  }

  private async dispatch(frame: TChatClientFrameParsed): Promise<void> {
    switch (frame.type) {
      case 'join':
        return this.join(frame);
      case 'message':
        return this.sendMessage(this.joined(), frame);
      case 'moment-answer':
        return this.answerMoment(this.joined(), frame);
      default: {
        const { key, host } = await this.moderating();
        return moderate(this.deps, key, host, frame);
      }
    }
  }

  private async join(frame: Extract<TChatClientFrameParsed, { type: 'join' }>): Promise<void> {
    if (this.key) throw new AppError('CHAT_ALREADY_JOINED');
    const { app, church, rooms, state } = this.deps;
    const { user, history, rejoinId, usuarioId, contaId } = await joinRoom(app, church, frame);
    const key = { church: church.id, channel: frame.channel };
    const [slowModeSeconds, moment, pinned, muted] = await Promise.all([
      state.slowSeconds(key),
      state.moment(key),
      state.pinned(key),
      user.moderator ? mutedChatUsers(app, church) : [],
    ]);
    this.user = user;
    this.batches = frame.batches === true;
    this.key = key;
    if (usuarioId !== undefined && contaId !== undefined) this.host = { usuarioId, contaId };
    rooms.add(key, this);
    this.send({
      type: 'joined',
      channel: frame.channel,
      user,
      ...(rejoinId ? { rejoinId } : {}),
      history,
      slowModeSeconds,
      // The counts and the raised hands go to moderators only.
      moment: moment && (user.moderator ? moment : { ...moment, levantar: 0, agoraNao: 0, raised: [] }),
      presence: Math.max(1, rooms.presenceOf(key)),
      pinned,
      muted,
    });
  }

  /**
   * An answer to the open moment: the counts to the hosts, and a member's first raised hand of the moment to the
   * hosts' list and the care queue (in the church's language).
   */
  private async answerMoment(key: RoomKey, frame: Extract<TChatClientFrameParsed, { type: 'moment-answer' }>): Promise<void> {
    const { app, church, rooms, state } = this.deps;
    const member = this.user.autenticated ? this.user.name : undefined;
    const result = await state.answer(key, frame.momentId, this.user.id, frame.answer, member);
    if (!result) throw new AppError('CHAT_MOMENT_NOT_FOUND');
    await rooms.publish({ ...key, kind: 'frame', frame: { type: 'moment-count', ...result.tally }, audience: 'moderators' });
    if (!result.firstRaise || !this.host) return;
    const moment = await state.moment(key);
    const locale = matchLocale(church.idioma) ?? FALLBACK_LOCALE;
    await raisedHandToCare(app, church, this.host.usuarioId, moment?.prompt ?? null, locale);
    const raised = { type: 'hand-raised' as const, momentId: frame.momentId, userId: this.user.id, name: this.user.name };
    await rooms.publish({ ...key, kind: 'frame', frame: raised, audience: 'moderators' });
  }

  /**
   * A message is stored once per `ref` of its author: a repeat (the ack was lost; same socket, a reconnect, another
   * copy) gets the same ack and is not broadcast again, and is not refused by slow mode or the rate limit. When a
   * moderator removed it meanwhile, the author is told again (`deleted` after the ack), so it never comes back.
   */
  private async sendMessage(key: RoomKey, frame: Extract<TChatClientFrameParsed, { type: 'message' }>): Promise<void> {
    const { app, church, rooms } = this.deps;
    if (frame.hosts) await this.moderating();
    const { message, repeat, removed, hidden } = await saveMessage(app, church, key.channel, this.user, frame, () => this.admit(key));
    if (repeat) return this.ackRepeat(frame.ref, { id: message.id, removed });
    // A shadow-muted author's message goes back to them alone (the server never fans it out); the hosts' channel to hosts.
    const audience = hidden ? { userId: this.user.id } : message.hosts ? ('moderators' as const) : ('all' as const);
    await rooms.publish({ ...key, kind: 'frame', frame: { type: 'message', message }, audience });
    this.send({ type: 'ack', ref: frame.ref, id: message.id });
  }

  /** A new message's admission: slow mode (one send slot per user) and the rate per user. */
  private async admit(key: RoomKey): Promise<void> {
    const { church, limiter, state } = this.deps;
    const slowSeconds = this.user.moderator ? 0 : await state.slowSeconds(key);
    if (slowSeconds > 0) {
      const wait = await state.claimSend(key, this.user.id, slowSeconds);
      if (wait > 0) throw new AppError('CHAT_SLOW_MODE', { seconds: wait });
    }
    try {
      await limiter.consume(`${church.id}:${this.user.id}`);
    } catch (err) {
      if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') throw new AppError('CHAT_RATE_LIMITED', err.params);
      throw err;
    }
  }

  private ackRepeat(ref: string, earlier: { id: number; removed: boolean }): void {
    this.send({ type: 'ack', ref, id: earlier.id });
    if (earlier.removed) this.send({ type: 'deleted', messageId: earlier.id });
  }

  leave(): void {
    if (this.key) this.deps.rooms.remove(this.key, this);
  }
}

export const CHAT_LIMIT = { name: 'chat-message', points: CHAT_RATE_POINTS, durationSeconds: CHAT_RATE_WINDOW_SECONDS };
