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
 * The app's Redis pair for real time (opened once by plugins/realtime.ts as `app.realtime`), shared by the chat,
 * band mode and the cache evictions: one connection for commands and
 * publishing (the room state and band sessions run their commands on it), one subscriber (a subscribed connection
 * cannot run commands) carrying every topic. `bus(topic)` answers a bus on one Redis channel, subscribed before it
 * returns; `topic` carries the deployment's (or test's) prefix. The connections are named `<name>:commands` and
 * `<name>:events` (Redis CLIENT LIST shows whose they are).
 */
export interface RedisRealtime {
  commands: Redis;
  bus<E>(topic: string): Promise<ChatBus<E>>;
  close(): Promise<void>;
}

export async function redisRealtime(url: string, name: string, onError: (err: Error) => void): Promise<RedisRealtime> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${name}:commands` });
  const sub = new Redis(url, { lazyConnect: true, connectionName: `${name}:events` });
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
  const topics = new Map<string, Array<(raw: string) => void>>();
  sub.on('message', (channel: string, raw: string) => {
    for (const deliver of topics.get(channel) ?? []) deliver(raw);
  });
  return {
    commands: pub,
    async bus<E>(topic: string): Promise<ChatBus<E>> {
      const handlers: Array<(raw: string) => void> = [];
      topics.set(topic, handlers);
      await sub.subscribe(topic);
      return {
        async publish(event) {
          await pub.publish(topic, JSON.stringify(event));
        },
        subscribe(handler) {
          handlers.push((raw) => handler(JSON.parse(raw) as E));
        },
        async close() {
          topics.delete(topic);
          await sub.unsubscribe(topic).catch(() => undefined);
        },
      };
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
