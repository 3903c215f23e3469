import { PassThrough, type Readable } from 'node:stream';
import { AppError } from './app-error.ts';

/**
 * Server-sent events (text/event-stream) for the member pages' live updates: a GET whose answer stays open and
 * carries `event:`/`data:` frames (the browser's EventSource reconnects by itself, after `retry` ms). One registry
 * per app (plugins/realtime.ts `app.eventStreams`) caps the open streams of a copy and ends them all when the app
 * closes (so a graceful shutdown never waits on them). A comment line every HEARTBEAT_MS keeps proxies from
 * closing an idle stream. Not compressed (@fastify/compress leaves text/event-stream alone).
 */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;
export const EVENT_STREAM_RETRY_MS = 5_000;

export type SendEvent = (event: string, data: unknown) => void;

export class EventStreams {
  private readonly streams = new Set<PassThrough>();

  constructor(
    private readonly max: number,
    private readonly heartbeatMs = EVENT_STREAM_HEARTBEAT_MS,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /**
   * A stream for one client: `subscribe` gets the function that writes an event and returns what to undo once the
   * client left (or the app closes). Beyond the cap: 429 TOO_MANY_REQUESTS (EventSource retries later).
   */
  open(request: { on(event: 'close', listener: () => void): unknown }, subscribe: (send: SendEvent) => () => void): Readable {
    if (this.streams.size >= this.max) throw new AppError('TOO_MANY_REQUESTS', {}, { status: 429 });
    const stream = new PassThrough();
    this.streams.add(stream);
    const send: SendEvent = (event, data) => {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    stream.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
    const heartbeat = setInterval(() => stream.write(': ping\n\n'), this.heartbeatMs);
    heartbeat.unref();
    const unsubscribe = subscribe(send);
    const finish = () => {
      if (!this.streams.delete(stream)) return;
      clearInterval(heartbeat);
      unsubscribe();
      stream.end();
    };
    // The client leaving ends the request; the answer's own end (the close, or the socket gone) ends the stream.
    request.on('close', finish);
    stream.on('close', finish);
    return stream;
  }

  /** Ends every open stream (the app closes). */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.end();
  }
}
