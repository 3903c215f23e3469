import { randomUUID } from 'node:crypto';
import {
  CHAT_RATE_POINTS,
  CHAT_RATE_WINDOW_SECONDS,
  parseChatClientFrame,
  type TChatClientFrameParsed,
  type TChatServerFrame,
  type TChatUser,
} from '@congrega/contract/chat';
import type { TLocale } from '@congrega/contract/locale';
import { translate } from '@congrega/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/rate-limit.ts';
import type { RoomKey } from './chat-bus.ts';
import type { ChatClient, ChatRooms } from './chat-rooms.ts';
import type { ChatRoomState } from './chat-state.ts';
import { joinRoom, removeAuthor, removeMessage, saveMessage } from './chat.service.ts';
import type { TenantChurch } from '../../core/tenant.ts';

export interface SessionDeps {
  app: FastifyInstance;
  rooms: ChatRooms;
  /** Mute, slow mode and the moment, shared by every copy. */
  state: ChatRoomState;
  limiter: Limiter;
  church: TenantChurch;
  locale: TLocale;
  /** Writes one text frame to the socket. */
  write(text: string): void;
}

/**
 * One socket's conversation: parses each frame with the contract's union, answers `error` frames for anything
 * refused (translated, with the `ref` of a failed message so the client can retry it) and turns accepted frames
 * into room events on the bus. Frames are handled one at a time, in order.
 */
export class ChatSession implements ChatClient {
  user: TChatUser = { id: '', name: '', avatar: null, role: null, autenticated: false, moderator: false };
  private key: RoomKey | undefined;

  constructor(private readonly deps: SessionDeps) {}

  sendText(text: string): void {
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

  /** Moderation frames: joined, and a moderator (chat.service.ts says who). */
  private moderating(): RoomKey {
    const key = this.joined();
    if (!this.user.moderator) throw new AppError('CHAT_FORBIDDEN');
    return key;
  }

  private async dispatch(frame: TChatClientFrameParsed): Promise<void> {
    const { app, church, rooms, state } = this.deps;
    switch (frame.type) {
      case 'join':
        return this.join(frame);
      case 'message':
        return this.sendMessage(this.joined(), frame);
      case 'moment-answer': {
        const key = this.joined();
        const counts = await state.answer(key, frame.momentId, this.user.id, frame.answer);
        if (!counts) throw new AppError('CHAT_MOMENT_NOT_FOUND');
        return rooms.publish({ ...key, kind: 'frame', frame: { type: 'moment-count', ...counts }, audience: 'moderators' });
      }
      case 'delete': {
        const key = this.moderating();
        await removeMessage(app, church, key.channel, frame.messageId);
        return rooms.publish({ ...key, kind: 'frame', frame: { type: 'deleted', messageId: frame.messageId }, audience: 'all' });
      }
      case 'delete-user': {
        const key = this.moderating();
        await removeAuthor(app, church, key.channel, frame.userId);
        return rooms.publish({ ...key, kind: 'frame', frame: { type: 'deleted-user', userId: frame.userId }, audience: 'all' });
      }
      case 'mute': {
        const key = this.moderating();
        await state.mute(key, frame.userId);
        return rooms.publish({ ...key, kind: 'frame', frame: { type: 'muted', userId: frame.userId }, audience: 'moderators' });
      }
      case 'slow-mode': {
        const key = this.moderating();
        await state.setSlow(key, frame.seconds);
        return rooms.publish({ ...key, kind: 'frame', frame: { type: 'slow-mode', seconds: frame.seconds }, audience: 'all' });
      }
      case 'moment-start': {
        const key = this.moderating();
        const momentId = randomUUID();
        await state.startMoment(key, momentId);
        return rooms.publish({ ...key, kind: 'frame', frame: { type: 'moment-started', momentId }, audience: 'all' });
      }
      case 'moment-end': {
        const key = this.moderating();
        if (!(await state.endMoment(key, frame.momentId))) throw new AppError('CHAT_MOMENT_NOT_FOUND');
        return rooms.publish({ ...key, kind: 'frame', frame: { type: 'moment-ended', momentId: frame.momentId }, audience: 'all' });
      }
    }
  }

  private async join(frame: Extract<TChatClientFrameParsed, { type: 'join' }>): Promise<void> {
    if (this.key) throw new AppError('CHAT_ALREADY_JOINED');
    const { app, church, rooms, state } = this.deps;
    const { user, history, rejoinId } = await joinRoom(app, church, frame);
    const key = { church: church.id, channel: frame.channel };
    const [slowModeSeconds, moment] = await Promise.all([state.slowSeconds(key), state.moment(key)]);
    this.user = user;
    this.key = key;
    rooms.add(key, this);
    this.send({
      type: 'joined',
      channel: frame.channel,
      user,
      ...(rejoinId ? { rejoinId } : {}),
      history,
      slowModeSeconds,
      // The counts go to moderators only.
      moment: moment && (user.moderator ? moment : { momentId: moment.momentId, levantar: 0, agoraNao: 0 }),
      presence: Math.max(1, rooms.presenceOf(key)),
    });
  }

  /**
   * A message is stored once per `ref` of its author: a repeat (the ack was lost; same socket, a reconnect, another
   * copy) gets the same ack and is not broadcast again, and is not refused by slow mode or the rate limit. When a
   * moderator removed it meanwhile, the author is told again (`deleted` after the ack), so it never comes back.
   */
  private async sendMessage(key: RoomKey, frame: Extract<TChatClientFrameParsed, { type: 'message' }>): Promise<void> {
    const { app, church, rooms } = this.deps;
    const { message, repeat, removed, hidden } = await saveMessage(app, church, key.channel, this.user, frame, () => this.admit(key));
    if (repeat) return this.ackRepeat(frame.ref, { id: message.id, removed });
    await rooms.publish({
      ...key,
      kind: 'frame',
      frame: { type: 'message', message },
      audience: hidden ? { userId: this.user.id } : 'all',
    });
    this.send({ type: 'ack', ref: frame.ref, id: message.id });
  }

  /** A new message's admission: slow mode (one send slot per user), the rate per user, and whether they are muted. */
  private async admit(key: RoomKey): Promise<{ hidden: boolean }> {
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
    return { hidden: await state.isMuted(key, this.user.id) };
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
