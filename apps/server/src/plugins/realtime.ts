import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inProcessBus, redisRealtime, type RedisRealtime, type RealtimeBus } from '../core/realtime-bus.ts';
import { EventStreams } from '../lib/event-stream.ts';

/** A cache whose entries a write elsewhere may end: `topic` names it, `prefix` the entries to drop. */
interface Eviction {
  topic: string;
  prefix: string;
  copy: string;
}

/**
 * Eviction of the per-copy caches of per-user state (session liveness in plugins/auth.ts, a member's "prayed
 * today" marks, a member's notes list). A write calls `evict(topic, prefix)` after its commit. The guarantee:
 * - this copy drops the entries at once, before evict() returns (a load already under way stores nothing);
 * - other copies drop them as soon as the Redis pub/sub message arrives (REDIS_URL set);
 * - with Redis down (or a message lost), every such entry lives at most its TTL (5 s) anyway.
 * Without REDIS_URL there is one copy and eviction is local only. A copy skips its own messages (already done).
 */
export class CacheEvictions {
  private readonly handlers = new Map<string, (prefix: string) => void>();
  private readonly copy = randomUUID();
  constructor(
    private readonly bus: RealtimeBus<Eviction> | undefined,
    private readonly connected: () => boolean,
    private readonly onError: (err: unknown) => void,
  ) {
    bus?.subscribe((event) => {
      if (event.copy !== this.copy) this.handlers.get(event.topic)?.(event.prefix);
    });
  }

  /** The cache of `topic` drops the entries starting with a prefix (one handler per topic and app). */
  on(topic: string, drop: (prefix: string) => void): void {
    this.handlers.set(topic, drop);
  }

  /**
   * Drops the entries here at once, then tells the other copies. Never throws and never waits for Redis to come
   * back (a write must not hang on it): disconnected, the others fall back on the TTL.
   */
  async evict(topic: string, prefix: string): Promise<void> {
    this.handlers.get(topic)?.(prefix);
    if (!this.connected()) return;
    await this.bus?.publish({ topic, prefix, copy: this.copy }).catch(this.onError);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's two Redis connections for real time (REDIS_URL set; undefined otherwise): chat, band mode and the
     * cache evictions all run on them (core/realtime-bus.ts redisRealtime). Closed with the app.
     */
    realtime: RedisRealtime | undefined;
    /** Eviction of per-user caches on this copy and, through `realtime`, on the others. */
    cacheEvictions: CacheEvictions;
    /** The member pages' open server-sent event streams on this copy (lib/event-stream.ts), ended on close. */
    eventStreams: EventStreams;
  }
}

/** Open live-update streams one copy serves at most (each an idle socket and a watcher; beyond: 429, retried). */
const EVENT_STREAMS_MAX = 20_000;

export default fp(async function realtimePlugin(app: FastifyInstance) {
  const warn = (err: Error) => app.log.warn({ err }, 'redis unavailable; chat, band mode and cache evictions paused until it is back');
  const realtime = app.config.redisUrl
    ? await redisRealtime(app.config.redisUrl, `${app.config.rateLimitKeyPrefix}:realtime`, warn)
    : undefined;
  const bus = realtime ? await realtime.bus<Eviction>(`${app.config.rateLimitKeyPrefix}:evict`) : inProcessBus<Eviction>();
  app.decorate('realtime', realtime);
  app.decorate(
    'cacheEvictions',
    new CacheEvictions(
      realtime ? bus : undefined,
      () => realtime?.commands.status === 'ready',
      (err) => app.log.warn({ err }, 'cache eviction not published'),
    ),
  );
  app.decorate('eventStreams', new EventStreams(EVENT_STREAMS_MAX));
  // Before the server stops listening: an open stream would keep a graceful close waiting.
  app.addHook('preClose', async () => app.eventStreams.closeAll());
  // Runs after the chat's and band's onClose hooks (registered later, run first): they close their topics first.
  app.addHook('onClose', async () => {
    await bus.close();
    await realtime?.close();
  });
});
