import {
  EVENT_LIVE_CLOSE,
  EVENT_LIVE_FLOOD_FRAMES_PER_SECOND,
  EVENT_LIVE_MAX_WATCHED,
  parseEventLiveClientFrame,
  type TEventLiveServerFrame,
} from '@congrega/contract/events-waitlist';
import type { TLocale } from '@congrega/contract/locale';
import { translate } from '@congrega/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { TenantChurch } from '../../core/tenant.ts';
import { runSocketSession, type SocketSession } from '../../lib/socket-session.ts';
import type { SocketHosts } from '../chat/chat.public.ts';
import type { EventLiveHub, LiveWatcher } from './event-live.ts';
import { eventIsOpen } from './events.service.ts';

/**
 * The event pages' live availability at `/events/live` (contract events-waitlist.ts). Registered by chat.routes.ts
 * in the context that holds @fastify/websocket (one WebSocket server per app), which hands over its SocketHosts:
 * connection caps, church, Origin and the events module (MOD_EVENTO, else close 4403). A socket watches up to
 * EVENT_LIVE_MAX_WATCHED events of the host church (another church's id, or one that is not active, answers
 * EVENT_NOT_FOUND); it only listens: what it receives is public (what the event page shows any visitor).
 */
export default async function eventLiveRoutes(app: FastifyInstance, { hosts }: { hosts: SocketHosts }) {
  app.get('/events/live', { websocket: true, schema: { hide: true } }, (socket, req) =>
    runSocketSession(socket, {
      floodPerSecond: EVENT_LIVE_FLOOD_FRAMES_PER_SECOND,
      floodCode: EVENT_LIVE_CLOSE.flood,
      open: async (write) => {
        const host = await hosts.open(socket, req, { module: 'MOD_EVENTO', moduleOffClose: EVENT_LIVE_CLOSE.moduleOff });
        return host && new EventLiveSocket(app, app.eventsLive, host.church, host.locale, write);
      },
      onFailure: (err) => app.log.error({ err }, 'event live connection failed'),
    }),
  );
}

class EventLiveSocket implements SocketSession, LiveWatcher {
  private readonly watched = new Set<number>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly hub: EventLiveHub,
    private readonly church: TenantChurch,
    private readonly locale: TLocale,
    private readonly write: (text: string) => void,
  ) {}

  send(frame: TEventLiveServerFrame): void {
    this.write(JSON.stringify(frame));
  }

  private fail(code: string): void {
    this.send({ type: 'error', code, message: translate(this.locale, `error.${code}`) });
  }

  async handle(raw: string): Promise<void> {
    const frame = parseEventLiveClientFrame(raw);
    if (!frame) return this.fail('VALIDATION_FAILED');
    if (this.watched.has(frame.eventId)) return this.send({ type: 'watching', eventId: frame.eventId });
    if (this.watched.size >= EVENT_LIVE_MAX_WATCHED) return this.fail('TOO_MANY_REQUESTS');
    if (!(await eventIsOpen(this.app, this.church, frame.eventId))) return this.fail('EVENT_NOT_FOUND');
    this.watched.add(frame.eventId);
    this.hub.watch(this.church.id, frame.eventId, this);
    this.send({ type: 'watching', eventId: frame.eventId });
  }

  leave(): void {
    for (const eventId of this.watched) this.hub.unwatch(this.church.id, eventId, this);
    this.watched.clear();
  }
}
