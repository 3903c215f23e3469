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
/** Open streams one client address may hold on a copy (a few tabs of a family on one connection). */
export const EVENT_STREAMS_PER_CLIENT = 10;
/** A client that stops reading: past this much unsent, its stream ends (the browser reconnects and reads afresh). */
export const EVENT_STREAM_BACKLOG_BYTES = 64 * 1024;

export type SendEvent = (event: string, data: unknown) => void;

export class EventStreams {
  private readonly streams = new Set<PassThrough>();
  private readonly perClient = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly heartbeatMs = EVENT_STREAM_HEARTBEAT_MS,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /**
   * A stream for one client: `subscribe` gets the function that writes an event and returns what to undo once the
   * client left (or the app closes). Beyond the copy's cap, or EVENT_STREAMS_PER_CLIENT for the client's address:
   * 429 TOO_MANY_REQUESTS (EventSource retries later). A client that stops reading loses its stream once
   * EVENT_STREAM_BACKLOG_BYTES wait unsent, so nothing piles up in memory for it.
   */
  open(
    request: { on(event: 'close', listener: () => void): unknown },
    client: string,
    subscribe: (send: SendEvent) => () => void,
  ): Readable {
    const held = this.perClient.get(client) ?? 0;
    if (this.streams.size >= this.max || held >= EVENT_STREAMS_PER_CLIENT) throw new AppError('TOO_MANY_REQUESTS', {}, { status: 429 });
    const stream = new PassThrough();
    this.streams.add(stream);
    this.perClient.set(client, held + 1);
    const write = (text: string) => {
      if (stream.writableEnded) return;
      stream.write(text);
      if (stream.writableLength > EVENT_STREAM_BACKLOG_BYTES) finish();
    };
    const send: SendEvent = (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
    const heartbeat = setInterval(() => write(': ping\n\n'), this.heartbeatMs);
    heartbeat.unref();
    let unsubscribe = () => {};
    const finish = () => {
      if (!this.streams.delete(stream)) return;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
      clearInterval(heartbeat);
      unsubscribe();
      stream.end();
    };
    unsubscribe = subscribe(send);
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
