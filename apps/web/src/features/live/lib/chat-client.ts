import {
  CHAT_HISTORY_MAX,
  CHAT_CLOSE,
  type TChatClientFrame,
  type TChatMessage,
  type TChatMoment,
  type TChatMomentAnswer,
  type TChatMuted,
  type TChatServerFrame,
  type TChatServerPayload,
  type TChatUser,
} from '@congrega/contract/chat';
import { SOCKET_BUSY_CLOSES, SOCKET_FINAL_CLOSES } from '@congrega/contract/socket';
import { ReconnectingSocket } from '../../../lib/reconnecting-socket.ts';

/** connecting, then joined (spec section 3); reconnecting after a drop; failed when joining was refused. */
export type ChatStatus = 'connecting' | 'joined' | 'reconnecting' | 'failed';

export interface PendingMessage {
  ref: string;
  text: string;
  state: 'sending' | 'failed';
  /** Why it failed (translated by the server), shown with a retry button. */
  reason?: string;
  /** The connection dropped before its ack: sent again (same ref) as soon as the chat is joined again. */
  interrupted?: boolean;
  /** Sent to the hosts-only channel. */
  hosts?: boolean;
}

export interface ChatState {
  status: ChatStatus;
  user: TChatUser | null;
  messages: TChatMessage[];
  pending: PendingMessage[];
  slowModeSeconds: number;
  moment: TChatMoment | null;
  /** The viewer's answer to the open moment. */
  answered: TChatMomentAnswer | null;
  presence: number;
  /** The message the hosts pinned, for everyone. */
  pinned: TChatMessage | null;
  /** Moderators: who is shadow-muted at the church now. */
  muted: TChatMuted[];
  /** A refusal to join (name needed, channel gone...) or to moderate: shown, not retried. */
  failure: { code: string; message: string } | null;
}

export interface ChatOptions {
  url: string;
  channel: number;
  /** The visitor's name (members are named by their account). */
  name?: string | undefined;
  /** The member's current access token, read at each (re)join. */
  token: () => string | null;
  /** Keep at most CHAT_HISTORY_MAX messages in view (embed `limitMessages`, default true). */
  limitMessages?: boolean;
  /** Where the visitor's random id is kept between reconnects. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** An expired token: refresh it, then the client joins again. */
  onTokenExpired?: () => Promise<unknown>;
  createSocket?: (url: string) => WebSocket;
}

const MAX_KEPT = 500;
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
/** Closes that mean "do not come back" (socket.ts: no church, another origin, flooding, an oversized frame) and no module here. */
const FINAL_CLOSES: number[] = [...SOCKET_FINAL_CLOSES, CHAT_CLOSE.moduleOff];

/** Before the first connection. */
export const INITIAL_CHAT_STATE: ChatState = {
  status: 'connecting',
  user: null,
  messages: [],
  pending: [],
  slowModeSeconds: 0,
  moment: null,
  answered: null,
  presence: 0,
  pinned: null,
  muted: [],
  failure: null,
};

/**
 * The web's one chat socket client (design.md "the web has one socket client with reconnect and back-off"): joins
 * the channel, keeps the messages by id (a reconnect asks only for what came `since` the last one, and anything
 * seen twice is merged, so nothing shows twice), tracks each sent message until its ack or error (a failed one
 * can be retried), and reconnects with growing delays after a drop.
 */
export class ChatConnection extends ReconnectingSocket<ChatState, TChatClientFrame, TChatServerPayload> {
  private refreshed = false;

  constructor(private readonly options: ChatOptions) {
    const { url, createSocket } = options;
    super({ url, createSocket, backoffMs: BACKOFF_MS, finalCloses: FINAL_CLOSES, busyCloses: SOCKET_BUSY_CLOSES }, INITIAL_CHAT_STATE);
  }

  protected over(): boolean {
    return this.state.status === 'failed';
  }

  /** A message in flight when the socket dropped is sent again (same ref) once joined again. */
  protected override dropped(): void {
    this.set({ pending: this.state.pending.map((p) => (p.state === 'sending' ? { ...p, state: 'failed', interrupted: true } : p)) });
  }

  protected hello(): void {
    this.join();
  }

  private join(): void {
    const token = this.options.token();
    const anonymousId = this.options.storage?.getItem('congrega.chat.id') ?? undefined;
    const since = this.state.messages.at(-1)?.id;
    this.write({
      type: 'join',
      channel: this.options.channel,
      ...(token ? { token } : { name: this.options.name, ...(anonymousId ? { anonymousId } : {}) }),
      ...(since ? { since } : {}),
      batches: true,
    });
  }

  private merge(incoming: TChatMessage[]): TChatMessage[] {
    const byId = new Map(this.state.messages.map((m) => [m.id, m]));
    for (const message of incoming) byId.set(message.id, message);
    const all = [...byId.values()].sort((a, b) => a.id - b.id);
    return all.slice(-(this.options.limitMessages === false ? MAX_KEPT : CHAT_HISTORY_MAX));
  }

  protected receive(frame: TChatServerPayload): void {
    switch (frame.type) {
      case 'batch':
        for (const inner of frame.frames) this.receive(inner);
        return;
      case 'joined':
        this.attempt = 0;
        this.refreshed = false;
        // A visitor keeps the server's rejoin id as is (not `user.id`, which every message shows) to stay the same visitor.
        if (frame.rejoinId) this.options.storage?.setItem('congrega.chat.id', frame.rejoinId);
        this.set({
          status: 'joined',
          user: frame.user,
          messages: this.merge(frame.history),
          slowModeSeconds: frame.slowModeSeconds,
          moment: frame.moment,
          presence: frame.presence,
          pinned: frame.pinned,
          muted: frame.muted,
          failure: null,
        });
        return this.resend();
      case 'message':
        return this.set({ messages: this.merge([frame.message]) });
      case 'ack':
        return this.set({ pending: this.state.pending.filter((p) => p.ref !== frame.ref) });
      case 'deleted':
        return this.set({ messages: this.state.messages.filter((m) => m.id !== frame.messageId) });
      case 'deleted-user':
        return this.set({ messages: this.state.messages.filter((m) => m.userId !== frame.userId) });
      case 'slow-mode':
        return this.set({ slowModeSeconds: frame.seconds });
      case 'moment-started':
        return this.set({
          moment: { momentId: frame.momentId, prompt: frame.prompt, levantar: 0, agoraNao: 0, raised: [] },
          answered: null,
        });
      case 'moment-ended':
        return this.set({ moment: null, answered: null });
      case 'moment-count': {
        const moment = this.state.moment;
        if (moment?.momentId !== frame.momentId) return;
        return this.set({ moment: { ...moment, levantar: frame.levantar, agoraNao: frame.agoraNao } });
      }
      case 'hand-raised': {
        const moment = this.state.moment;
        if (moment?.momentId !== frame.momentId || moment.raised.some((r) => r.userId === frame.userId)) return;
        return this.set({ moment: { ...moment, raised: [...moment.raised, { userId: frame.userId, name: frame.name }] } });
      }
      case 'presence':
        return this.set({ presence: frame.count });
      case 'muted': {
        const { userId, name, until } = frame;
        return this.set({ muted: [...this.state.muted.filter((m) => m.userId !== userId), { userId, name, until }] });
      }
      case 'unmuted':
        return this.set({ muted: this.state.muted.filter((m) => m.userId !== frame.userId) });
      case 'pinned':
        return this.set({ pinned: frame.message });
      case 'error':
        return this.failed(frame);
    }
  }

  private failed(frame: Extract<TChatServerFrame, { type: 'error' }>): void {
    if (frame.ref) {
      const pending = this.state.pending.map((p) => (p.ref === frame.ref ? { ...p, state: 'failed' as const, reason: frame.message } : p));
      return this.set({ pending });
    }
    if (this.state.status !== 'joined') {
      if (frame.code === 'TOKEN_EXPIRED' && this.options.onTokenExpired && !this.refreshed) {
        this.refreshed = true;
        void this.options.onTokenExpired().then(() => this.join());
        return;
      }
      this.set({ status: 'failed', failure: { code: frame.code, message: frame.message } });
      this.close();
      return;
    }
    this.set({ failure: { code: frame.code, message: frame.message } });
  }

  /** Sends a message (a host's `hosts`: to the hosts-only channel); it stays pending until acknowledged, or failed with a retry. */
  send(text: string, hosts = false): void {
    const ref = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    this.set({ pending: [...this.state.pending, { ref, text, state: 'sending', ...(hosts ? { hosts } : {}) }] });
    if (!this.write({ type: 'message', ref, text, ...(hosts ? { hosts } : {}) })) this.markFailed(ref);
  }

  /**
   * After a (re)join, sends again what the drop interrupted, with the same refs: the server stores each ref of an
   * author once and answers a repeat with the first ack, so a message whose ack was lost shows once.
   */
  private resend(): void {
    for (const p of this.state.pending) if (p.interrupted) this.retry(p.ref);
  }

  retry(ref: string): void {
    const item = this.state.pending.find((p) => p.ref === ref);
    if (!item) return;
    const hosts = item.hosts ? { hosts: true } : {};
    this.set({ pending: this.state.pending.map((p) => (p.ref === ref ? { ref, text: p.text, state: 'sending', ...hosts } : p)) });
    if (!this.write({ type: 'message', ref, text: item.text, ...hosts })) this.markFailed(ref);
  }

  discard(ref: string): void {
    this.set({ pending: this.state.pending.filter((p) => p.ref !== ref) });
  }

  private markFailed(ref: string): void {
    this.set({ pending: this.state.pending.map((p) => (p.ref === ref ? { ...p, state: 'failed' } : p)) });
  }

  deleteMessage = (messageId: number) => this.write({ type: 'delete', messageId });
  deleteUser = (userId: string) => this.write({ type: 'delete-user', userId });
  mute = (userId: string) => this.write({ type: 'mute', userId });
  unmute = (userId: string) => this.write({ type: 'unmute', userId });
  pin = (messageId: number) => this.write({ type: 'pin', messageId });
  unpin = () => this.write({ type: 'unpin' });
  setSlowMode = (seconds: number) => this.write({ type: 'slow-mode', seconds });
  startMoment = (prompt?: string) => this.write({ type: 'moment-start', ...(prompt ? { prompt } : {}) });
  endMoment = () => this.state.moment && this.write({ type: 'moment-end', momentId: this.state.moment.momentId });

  answerMoment(answer: TChatMomentAnswer): void {
    const moment = this.state.moment;
    if (moment && this.write({ type: 'moment-answer', momentId: moment.momentId, answer })) this.set({ answered: answer });
  }

  clearFailure(): void {
    this.set({ failure: null });
  }
}

/** ws(s)://<this host>/chat */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/chat`;
}
