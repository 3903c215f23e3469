import type { TEventLiveServerFrame, TTicketAvailability } from '@congrega/contract/events-waitlist';
import type { FastifyInstance } from 'fastify';
import { inProcessBus, type RealtimeBus } from '../../core/realtime-bus.ts';
import { shownRemaining, remaining } from './ticket-rules.ts';

/**
 * The event pages' live availability (contract events-waitlist.ts, `/events/live`): every committed change of a
 * ticket type's stock goes out as one event on the realtime bus (in process, or one Redis channel with REDIS_URL),
 * and each server copy sends it to the sockets watching that event on it. Publishing never fails the write it
 * follows: with Redis down the pages keep their last answer and ask the API again (the web's fallback).
 */
export interface LiveStockEvent {
  church: number;
  eventId: number;
  ingressos: TTicketAvailability[];
}

export interface LiveWatcher {
  send(frame: TEventLiveServerFrame): void;
}

export class EventLiveHub {
  private readonly rooms = new Map<string, Set<LiveWatcher>>();

  constructor(
    private readonly bus: RealtimeBus<LiveStockEvent>,
    private readonly onError: (err: unknown) => void,
    /** Whether publishing can go out now (Redis connected): a write never waits for Redis to come back. */
    private readonly connected: () => boolean = () => true,
  ) {
    bus.subscribe((event) => this.deliver(event));
  }

  private static key(church: number, eventId: number) {
    return `${church}:${eventId}`;
  }

  watch(church: number, eventId: number, watcher: LiveWatcher): void {
    const key = EventLiveHub.key(church, eventId);
    const room = this.rooms.get(key) ?? new Set<LiveWatcher>();
    room.add(watcher);
    this.rooms.set(key, room);
  }

  unwatch(church: number, eventId: number, watcher: LiveWatcher): void {
    const key = EventLiveHub.key(church, eventId);
    const room = this.rooms.get(key);
    room?.delete(watcher);
    if (room?.size === 0) this.rooms.delete(key);
  }

  /** Sockets watching an event on this copy (tests). */
  count(church: number, eventId: number): number {
    return this.rooms.get(EventLiveHub.key(church, eventId))?.size ?? 0;
  }

  /** Never throws; with Redis down nothing goes out (the pages fall back on asking the API). */
  async publish(event: LiveStockEvent): Promise<void> {
    if (!this.connected()) return;
    await this.bus.publish(event).catch(this.onError);
  }

  close(): Promise<void> {
    this.rooms.clear();
    return this.bus.close();
  }

  private deliver(event: LiveStockEvent): void {
    const frame: TEventLiveServerFrame = { type: 'availability', eventId: event.eventId, ingressos: event.ingressos };
    for (const watcher of this.rooms.get(EventLiveHub.key(event.church, event.eventId)) ?? []) watcher.send(frame);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The event pages' live availability on this copy (events.plugin.ts). */
    eventsLive: EventLiveHub;
  }
}

/** The hub on its own topic of the app's realtime connections (plugins/realtime.ts), closed with the app. */
export async function createEventLiveHub(app: FastifyInstance): Promise<EventLiveHub> {
  const topic = `${app.config.rateLimitKeyPrefix}:events-live`;
  const bus = app.realtime ? await app.realtime.bus<LiveStockEvent>(topic) : inProcessBus<LiveStockEvent>();
  const { realtime } = app;
  return new EventLiveHub(
    bus,
    (err) => app.log.warn({ err }, 'event availability not published'),
    () => !realtime || realtime.commands.status === 'ready',
  );
}

export interface StockRow {
  id: number;
  eventoId: number;
  quantidade: number;
  vendidos: number;
  reservados: number;
  em: string;
}

/** One event per event of the rows: what the public page shows of each type (never the counts above the threshold). */
export async function publishStock(app: FastifyInstance, churchId: number, rows: StockRow[]): Promise<void> {
  const byEvent = new Map<number, TTicketAvailability[]>();
  for (const row of rows) {
    const list = byEvent.get(row.eventoId) ?? [];
    list.push({ id: row.id, esgotado: remaining(row) === 0, restantes: shownRemaining(row), em: row.em });
    byEvent.set(row.eventoId, list);
  }
  for (const [eventId, ingressos] of byEvent) await app.eventsLive.publish({ church: churchId, eventId, ingressos });
}
