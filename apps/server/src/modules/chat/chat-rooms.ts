import { randomUUID } from 'node:crypto';
import type { TChatServerFrame, TChatUser } from '@congrega/contract/chat';
import type { Audience, BusEvent, ChatBus, RoomKey } from './chat-bus.ts';

/** One open socket of this copy, joined to a room. */
export interface ChatClient {
  user: TChatUser;
  /** It joined saying it unpacks batch frames (the contract's ZChatServerBatch). */
  batches: boolean;
  /** Writes one serialised server frame (or batch), as text or as its UTF-8 bytes. */
  sendText(text: string | Buffer): void;
}

interface Room {
  clients: Set<ChatClient>;
  /** Sockets per server copy, from the copies' presence events. */
  presence: Map<string, number>;
  presenceTimer: NodeJS.Timeout | undefined;
  /** Serialised frames for everyone, not yet written: flushed together at the end of this turn of the event loop. */
  pending: string[];
}

const PRESENCE_DEBOUNCE_MS = 500;

/**
 * This copy's rooms: the sockets joined here and the presence per copy, from the bus's events. Frames are
 * serialised once per event and written to each local socket of the audience. Frames for everyone that arrive in
 * the same turn of the event loop go out together (one batch frame, encoded once, one write per socket that joined
 * saying it unpacks batches; others get each frame: a tab on an earlier release during a deploy): a busy moment's
 * 200 messages a second to a thousand viewers is not 200,000 writes. A frame for fewer sockets first flushes what is
 * waiting, so every socket sees the room's frames in order. Nothing waits on a timer: a quiet room's
 * frame leaves in the same tick. Mute, slow mode and the moment are in the shared room state (chat-state.ts).
 */
export class ChatRooms {
  readonly copy = randomUUID();
  private readonly rooms = new Map<string, Room>();

  /** `onJoin`: the room's total (every copy) after a join here (the peak of viewers is kept from it). */
  constructor(
    private readonly bus: ChatBus,
    private readonly onJoin?: (key: RoomKey, total: number) => void,
  ) {
    bus.subscribe((event) => this.apply(event));
  }

  room({ church, channel }: RoomKey): Room {
    const key = `${church}:${channel}`;
    let room = this.rooms.get(key);
    if (!room) {
      room = { clients: new Set(), presence: new Map(), presenceTimer: undefined, pending: [] };
      this.rooms.set(key, room);
    }
    return room;
  }

  presenceOf(key: RoomKey): number {
    let total = 0;
    for (const count of this.room(key).presence.values()) total += count;
    return total;
  }

  add(key: RoomKey, client: ChatClient): void {
    const room = this.room(key);
    room.clients.add(client);
    room.presence.set(this.copy, room.clients.size);
    this.onJoin?.(key, this.presenceOf(key));
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
      // A room nobody is in (here or on another copy) is forgotten (the next event or join makes it again).
      const elsewhere = [...room.presence].some(([copy, count]) => copy !== this.copy && count > 0);
      if (!room.clients.size && !elsewhere) {
        this.rooms.delete(`${key.church}:${key.channel}`);
      }
    }, PRESENCE_DEBOUNCE_MS);
    room.presenceTimer.unref();
  }

  private deliver(room: Room, frame: TChatServerFrame, audience: Audience): void {
    const text = JSON.stringify(frame);
    if (audience === 'all') {
      room.pending.push(text);
      if (room.pending.length === 1) setImmediate(() => this.flush(room));
      return;
    }
    this.flush(room);
    for (const client of room.clients) {
      if (audience === 'moderators' ? client.user.moderator : client.user.id === audience.userId) client.sendText(text);
    }
  }

  private flush(room: Room): void {
    const pending = room.pending;
    if (!pending.length) return;
    room.pending = [];
    const batch = Buffer.from(pending.length === 1 ? pending[0]! : `{"type":"batch","frames":[${pending.join(',')}]}`);
    let each: Buffer[] | undefined;
    for (const client of room.clients) {
      if (client.batches || pending.length === 1) client.sendText(batch);
      else for (const frame of (each ??= pending.map((text) => Buffer.from(text)))) client.sendText(frame);
    }
  }

  private apply(event: BusEvent): void {
    switch (event.kind) {
      case 'frame': {
        // Nobody joined here: nothing to deliver (and no room to keep).
        const room = this.rooms.get(`${event.church}:${event.channel}`);
        return room ? this.deliver(room, event.frame, event.audience) : undefined;
      }
      case 'presence': {
        const room = this.room(event);
        room.presence.set(event.copy, event.count);
        return this.deliver(room, { type: 'presence', count: this.presenceOf(event) }, 'all');
      }
    }
  }

  close(): void {
    for (const room of this.rooms.values()) {
      if (room.presenceTimer) clearTimeout(room.presenceTimer);
      room.pending = [];
    }
    this.rooms.clear();
  }
}
