import { DOOR_COUNTS_WAIT_MS } from '@congrega/contract/admin/door';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inProcessBus, type RealtimeBus } from '../../core/realtime-bus.ts';

/** An event's door counts changed (an admission, a synced queue): every device waiting on it asks them again. */
export interface DoorChange {
  church: number;
  eventId: number;
}

/**
 * The door's shared counts (GET …/door/events/:eventId/counts): a device's request waits here, outside any
 * transaction, for the next change of its event on any server copy (the realtime bus: in process, or one Redis
 * channel), or for `waitMs`, or for the request to close, whichever comes first. Publishing never fails the
 * admission it follows: with Redis down the waits end at their time limit and the devices see the counts then.
 */
export class DoorLive {
  private readonly rooms = new Map<string, Set<() => void>>();

  constructor(
    private readonly bus: RealtimeBus<DoorChange>,
    private readonly onError: (err: unknown) => void,
    /** Whether publishing can go out now (Redis connected): an admission never waits for Redis to come back. */
    private readonly connected: () => boolean = () => true,
    private readonly waitMs: number = DOOR_COUNTS_WAIT_MS,
  ) {
    bus.subscribe((change) => this.wake(change));
  }

  private static key({ church, eventId }: DoorChange) {
    return `${church}:${eventId}`;
  }

  /**
   * Starts waiting at once (so a change committed while the caller reads the counts is not missed) and resolves on
   * the next change, the time limit or the signal's abort; never rejects.
   */
  nextChange(change: DoorChange, signal?: AbortSignal): Promise<void> {
    const key = DoorLive.key(change);
    return new Promise<void>((resolve) => {
      const room = this.rooms.get(key) ?? new Set<() => void>();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        room.delete(done);
        if (room.size === 0 && this.rooms.get(key) === room) this.rooms.delete(key);
        resolve();
      };
      const timer = setTimeout(done, this.waitMs);
      room.add(done);
      this.rooms.set(key, room);
      if (signal?.aborted) done();
      else signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Requests waiting on this copy for an event (tests). */
  waiting(change: DoorChange): number {
    return this.rooms.get(DoorLive.key(change))?.size ?? 0;
  }

  /** After the commit of a change; never throws. */
  async changed(change: DoorChange): Promise<void> {
    if (!this.connected()) return;
    await this.bus.publish({ church: change.church, eventId: change.eventId }).catch(this.onError);
  }

  close(): Promise<void> {
    for (const room of this.rooms.values()) for (const done of [...room]) done();
    return this.bus.close();
  }

  private wake(change: DoorChange): void {
    for (const done of [...(this.rooms.get(DoorLive.key(change)) ?? [])]) done();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The door's shared counts on this copy (door-live.ts). */
    doorLive: DoorLive;
  }
}

/** Opens the hub on its own topic of the app's realtime connections (plugins/realtime.ts, registered before). */
export default fp(async function doorLivePlugin(app: FastifyInstance) {
  const topic = `${app.config.rateLimitKeyPrefix}:door-live`;
  const bus = app.realtime ? await app.realtime.bus<DoorChange>(topic) : inProcessBus<DoorChange>();
  const { realtime } = app;
  const live = new DoorLive(
    bus,
    (err) => app.log.warn({ err }, 'door counts change not published'),
    () => !realtime || realtime.commands.status === 'ready',
  );
  app.decorate('doorLive', live);
  // Before the realtime plugin's onClose (registered earlier): the topic goes before its connections.
  app.addHook('onClose', () => live.close());
});
