import { randomUUID } from 'node:crypto';
import type { TChatServerFrame, TChatUser } from '@congrega/contract/chat';
import type { Audience, BusEvent, ChatBus, RoomKey } from './chat-bus.ts';

/** One open socket of this copy, joined to a room. */
export interface ChatClient {
  user: TChatUser;
  /** Writes one serialised server frame. */
  sendText(text: string): void;
}

interface Room {
  clients: Set<ChatClient>;
  /** Sockets per server copy, from the copies' presence events. */
  presence: Map<string, number>;
  presenceTimer: NodeJS.Timeout | undefined;
}

const PRESENCE_DEBOUNCE_MS = 500;

/**
 * This copy's rooms: the sockets joined here and the presence per copy, from the bus's events. Frames are
 * serialised once per event and written to each local socket of the audience. Mute, slow mode and the moment are
 * in the shared room state (chat-state.ts).
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
      room = { clients: new Set(), presence: new Map(), presenceTimer: undefined };
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
    for (const client of room.clients) {
      const reaches = audience === 'all' || (audience === 'moderators' ? client.user.moderator : client.user.id === audience.userId);
      if (reaches) client.sendText(text);
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
    for (const room of this.rooms.values()) if (room.presenceTimer) clearTimeout(room.presenceTimer);
    this.rooms.clear();
  }
}
