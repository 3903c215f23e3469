import { EventEmitter } from 'node:events';
import type { TChatServerFrame } from '@congrega/contract/chat';
import { Redis } from 'ioredis';

/**
 * The chat's pub/sub seam (design.md "Jobs and real time"): every frame for a room goes out as one event that
 * every server copy delivers to its own sockets (the room's moderation state lives in chat-state.ts, not in the
 * events). In process by default; with REDIS_URL through one Redis pub/sub channel, so clients on different copies
 * share the rooms. A copy delivers its own events only as they come back from the bus, so all copies see them in
 * the same order.
 */
export type Audience = 'all' | 'moderators' | { userId: string };
export type RoomKey = { church: number; channel: number };
export type BusEvent = RoomKey &
  ({ kind: 'frame'; frame: TChatServerFrame; audience: Audience } | { kind: 'presence'; copy: string; count: number });

/** Generic over its events so band mode (praise/band-hub.ts) reuses it on its own topic. */
export interface ChatBus<E = BusEvent> {
  publish(event: E): Promise<void>;
  subscribe(handler: (event: E) => void): void;
  close(): Promise<void>;
}

export function inProcessBus<E = BusEvent>(): ChatBus<E> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(handler) {
      emitter.on('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Two connections (a subscriber cannot publish); `topic` is the Redis channel (prefix per deployment or test).
 * `commands` is the publishing connection, shared with the room state (chat-state.ts).
 */
export async function redisBus<E = BusEvent>(
  url: string,
  topic: string,
  onError: (err: Error) => void,
): Promise<ChatBus<E> & { commands: Redis }> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  let warned = false;
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => {
      if (!warned) onError(err);
      warned = true;
    });
    client.on('ready', () => {
      warned = false;
    });
  }
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers: Array<(event: E) => void> = [];
  sub.on('message', (_channel: string, raw: string) => {
    const event = JSON.parse(raw) as E;
    for (const handler of handlers) handler(event);
  });
  await sub.subscribe(topic);
  return {
    commands: pub,
    async publish(event) {
      await pub.publish(topic, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
