import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * A pub/sub bus of one topic (design.md "Jobs and real time"): every event published goes to every subscriber on
 * every server copy. In process by default; with REDIS_URL one Redis channel (`RedisRealtime.bus`). The chat
 * (chat/chat-bus.ts), band mode (praise/band-hub.ts) and the cache evictions (plugins/realtime.ts) each use one.
 */
export interface RealtimeBus<E> {
  publish(event: E): Promise<void>;
  subscribe(handler: (event: E) => void): void;
  close(): Promise<void>;
}

export function inProcessBus<E>(): RealtimeBus<E> {
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
  bus<E>(topic: string): Promise<RealtimeBus<E>>;
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
    async bus<E>(topic: string): Promise<RealtimeBus<E>> {
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
