import { randomUUID } from 'node:crypto';
import type { TChatMoment, TChatMomentAnswer, TChatServerFrame, TChatUser } from '@congrega/contract/chat';
import type { Audience, BusEvent, ChatBus, RoomKey } from './chat-bus.ts';

/** One open socket of this copy, joined to a room. */
export interface ChatClient {
  user: TChatUser;
  /** Writes one serialised server frame. */
  sendText(text: string): void;
}

interface Room {
  clients: Set<ChatClient>;
  /** Shadow-muted chat user ids (for the session of the room on every copy). */
  muted: Set<string>;
  slowSeconds: number;
  moment: { id: string; answers: Map<string, TChatMomentAnswer> } | null;
  /** Sockets per server copy, from the copies' presence events. */
  presence: Map<string, number>;
  presenceTimer: NodeJS.Timeout | undefined;
  /** When each local user last sent (slow mode). */
  lastSent: Map<string, number>;
}

const PRESENCE_DEBOUNCE_MS = 500;

/**
 * This copy's rooms: the sockets joined here and the room state every copy keeps alike by applying the bus's
 * events (mute, slow mode, the open moment and its answers, presence per copy). Frames are serialised once per
 * event and written to each local socket of the audience.
 */
export class ChatRooms {
  readonly copy = randomUUID();
  private readonly rooms = new Map<string, Room>();

  constructor(private readonly bus: ChatBus) {
    bus.subscribe((event) => this.apply(event));
  }

  room({ church, channel }: RoomKey): Room {
    const key = `${church}:${channel}`;
    let room = this.rooms.get(key);
    if (!room) {
      room = {
        clients: new Set(),
        muted: new Set(),
        slowSeconds: 0,
        moment: null,
        presence: new Map(),
        presenceTimer: undefined,
        lastSent: new Map(),
      };
      this.rooms.set(key, room);
    }
    return room;
  }

  presenceOf(key: RoomKey): number {
    let total = 0;
    for (const count of this.room(key).presence.values()) total += count;
    return total;
  }

  momentFor(key: RoomKey, moderator: boolean): TChatMoment | null {
    const moment = this.room(key).moment;
    if (!moment) return null;
    return moderator ? { momentId: moment.id, ...tally(moment.answers) } : { momentId: moment.id, levantar: 0, agoraNao: 0 };
  }

  add(key: RoomKey, client: ChatClient): void {
    const room = this.room(key);
    room.clients.add(client);
    room.presence.set(this.copy, room.clients.size);
    this.schedulePresence(key, room);
  }

  remove(key: RoomKey, client: ChatClient): void {
    const room = this.room(key);
    if (!room.clients.delete(client)) return;
    room.presence.set(this.copy, room.clients.size);
    this.schedulePresence(key, room);
  }

  publish(event: BusEvent): Promise<void> {
    return this.bus.publish(event);
  }

  /** Presence goes out at most twice a second per room: a thousand joins are one update, not a thousand. */
  private schedulePresence(key: RoomKey, room: Room): void {
    if (room.presenceTimer) return;
    room.presenceTimer = setTimeout(() => {
      room.presenceTimer = undefined;
      void this.bus.publish({ ...key, kind: 'presence', copy: this.copy, count: room.clients.size }).catch(() => undefined);
      // A room nobody is in (here or on another copy) and with no state is forgotten (the next event or join makes it again).
      const elsewhere = [...room.presence].some(([copy, count]) => copy !== this.copy && count > 0);
      if (!room.clients.size && !elsewhere && !room.moment && !room.muted.size && !room.slowSeconds) {
        this.rooms.delete(`${key.church}:${key.channel}`);
      }
    }, PRESENCE_DEBOUNCE_MS);
    room.presenceTimer.unref();
  }

  private deliver(room: Room, frame: TChatServerFrame, audience: Audience): void {
    const text = JSON.stringify(frame);
    for (const client of room.clients) {
      const reaches = audience === 'all' || (audience === 'moderators' ? client.user.moderator : client.user.id === audience.userId);
      if (reaches) client.sendText(text);
    }
  }

  private apply(event: BusEvent): void {
    const room = this.room(event);
    switch (event.kind) {
      case 'frame':
        return this.deliver(room, event.frame, event.audience);
      case 'mute':
        room.muted.add(event.userId);
        return this.deliver(room, { type: 'muted', userId: event.userId }, 'moderators');
      case 'slow':
        room.slowSeconds = event.seconds;
        return this.deliver(room, { type: 'slow-mode', seconds: event.seconds }, 'all');
      case 'moment': {
        const previous = room.moment;
        room.moment = event.momentId ? { id: event.momentId, answers: new Map() } : null;
        if (event.momentId) return this.deliver(room, { type: 'moment-started', momentId: event.momentId }, 'all');
        if (previous) this.deliver(room, { type: 'moment-ended', momentId: previous.id }, 'all');
        return;
      }
      case 'answer': {
        if (room.moment?.id !== event.momentId) return;
        room.moment.answers.set(event.userId, event.answer);
        return this.deliver(room, { type: 'moment-count', momentId: event.momentId, ...tally(room.moment.answers) }, 'moderators');
      }
      case 'presence': {
        room.presence.set(event.copy, event.count);
        return this.deliver(room, { type: 'presence', count: this.presenceOf(event) }, 'all');
      }
    }
  }

  close(): void {
    for (const room of this.rooms.values()) if (room.presenceTimer) clearTimeout(room.presenceTimer);
    this.rooms.clear();
  }
}

function tally(answers: Map<string, TChatMomentAnswer>): { levantar: number; agoraNao: number } {
  let levantar = 0;
  let agoraNao = 0;
  for (const answer of answers.values()) {
    if (answer === 'levantar') levantar += 1;
    else agoraNao += 1;
  }
  return { levantar, agoraNao };
}
