import {
  EVENT_LIVE_CLOSE,
  type TEventLiveClientFrame,
  type TEventLiveServerFrame,
  type TTicketAvailability,
} from '@congrega/contract/events-waitlist';
import { SOCKET_BUSY_CLOSES, SOCKET_FINAL_CLOSES } from '@congrega/contract/socket';
import { ReconnectingSocket, type SocketFailure } from '../../../lib/reconnecting-socket.ts';

/**
 * The event page's live availability (contract events-waitlist.ts, `/events/live`): watches one event and hands
 * each `availability` frame to the page; after a drop it reconnects with growing delays and watches again. It only
 * listens, so it needs no token.
 */
export type EventLiveStatus = 'connecting' | 'watching' | 'reconnecting' | 'failed';

export interface EventLiveState {
  status: EventLiveStatus;
  failure: SocketFailure | null;
}

export interface EventLiveOptions {
  url: string;
  eventId: number;
  onAvailability: (ingressos: TTicketAvailability[]) => void;
  createSocket?: (url: string) => WebSocket;
}

const BACKOFF_MS = [2000, 5000, 15000, 30000];

export const INITIAL_EVENT_LIVE_STATE: EventLiveState = { status: 'connecting', failure: null };

export class EventLiveConnection extends ReconnectingSocket<EventLiveState, TEventLiveClientFrame, TEventLiveServerFrame> {
  constructor(private readonly options: EventLiveOptions) {
    super(
      {
        url: options.url,
        createSocket: options.createSocket,
        backoffMs: BACKOFF_MS,
        finalCloses: [...SOCKET_FINAL_CLOSES, EVENT_LIVE_CLOSE.moduleOff],
        busyCloses: SOCKET_BUSY_CLOSES,
      },
      INITIAL_EVENT_LIVE_STATE,
    );
  }

  protected over(): boolean {
    return this.state.status === 'failed';
  }

  protected hello(): void {
    this.write({ type: 'watch', eventId: this.options.eventId });
  }

  protected receive(frame: TEventLiveServerFrame): void {
    switch (frame.type) {
      case 'watching':
        this.attempt = 0;
        return this.set({ status: 'watching', failure: null });
      case 'availability':
        if (frame.eventId === this.options.eventId) this.options.onAvailability(frame.ingressos);
        return;
      case 'error':
        this.stop();
        return this.set({ status: 'failed', failure: { code: frame.code, message: frame.message } });
    }
  }
}

/** ws(s)://<this host>/events/live */
export function eventLiveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/events/live`;
}
