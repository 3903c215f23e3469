import type { FastifyInstance } from 'fastify';
import { inProcessBus, type RealtimeBus } from './realtime-bus.ts';

/** One event of a topic, for the watchers of one key (a church's schedule, a church's prayer wall). */
interface Envelope<E> {
  key: string;
  event: E;
}

/**
 * A topic of the realtime bus whose events go to the watchers of one key on every server copy (in process, or one
 * Redis channel with REDIS_URL, like the event pages' availability): the member pages' live updates (live
 * schedule, prayer wall). Publishing never fails the write it follows and never waits for Redis to come back: with
 * Redis down the event reaches this copy's watchers only, and the pages of other copies catch up on their next read.
 */
export class LiveTopic<E> {
  private readonly rooms = new Map<string, Set<(event: E) => void>>();

  constructor(
    private readonly bus: RealtimeBus<Envelope<E>>,
    private readonly onError: (err: unknown) => void,
    /** Whether publishing can go out through the bus now (Redis connected); in process it always can. */
    private readonly connected: () => boolean = () => true,
  ) {
    bus.subscribe((envelope) => this.deliver(envelope));
  }

  /** Hands `watcher` every event of `key` on this copy until the returned function is called. */
  watch(key: string, watcher: (event: E) => void): () => void {
    const room = this.rooms.get(key) ?? new Set<(event: E) => void>();
    room.add(watcher);
    this.rooms.set(key, room);
    return () => {
      room.delete(watcher);
      if (room.size === 0 && this.rooms.get(key) === room) this.rooms.delete(key);
    };
  }

  /** Watchers of a key on this copy (tests). */
  count(key: string): number {
    return this.rooms.get(key)?.size ?? 0;
  }

  /** Never throws. */
  async publish(key: string, event: E): Promise<void> {
    if (!this.connected()) return this.deliver({ key, event });
    await this.bus.publish({ key, event }).catch((err: unknown) => {
      this.onError(err);
      this.deliver({ key, event });
    });
  }

  close(): Promise<void> {
    this.rooms.clear();
    return this.bus.close();
  }

  private deliver({ key, event }: Envelope<E>): void {
    for (const watcher of this.rooms.get(key) ?? []) watcher(event);
  }
}

/** A topic named `name` on the app's realtime connections (plugins/realtime.ts), closed with the app. */
export async function createLiveTopic<E>(app: FastifyInstance, name: string): Promise<LiveTopic<E>> {
  const { realtime } = app;
  const bus = realtime ? await realtime.bus<Envelope<E>>(`${app.config.rateLimitKeyPrefix}:${name}`) : inProcessBus<Envelope<E>>();
  const topic = new LiveTopic<E>(
    bus,
    (err) => app.log.warn({ err }, `${name} update not published`),
    () => !realtime || realtime.commands.status === 'ready',
  );
  // Runs before the realtime plugin's onClose (registered earlier): the topic goes before its connections.
  app.addHook('onClose', () => topic.close());
  return topic;
}
