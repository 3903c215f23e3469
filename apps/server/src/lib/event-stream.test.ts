import { EventEmitter } from 'node:events';
import type { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EVENT_STREAM_BACKLOG_BYTES, EVENT_STREAMS_PER_CLIENT, EventStreams, type SendEvent } from './event-stream.ts';

/** The streams' registry: the copy's cap, the cap per client address, and a client that stops reading. */
describe('event streams', () => {
  const request = () => new EventEmitter() as EventEmitter & { on(event: 'close', listener: () => void): unknown };

  it('holds at most EVENT_STREAMS_PER_CLIENT per address, and frees a place when one closes', () => {
    const streams = new EventStreams(1000);
    const requests = Array.from({ length: EVENT_STREAMS_PER_CLIENT }, () => request());
    for (const r of requests) streams.open(r, '203.0.113.7', () => () => undefined);
    expect(() => streams.open(request(), '203.0.113.7', () => () => undefined)).toThrow(expect.objectContaining({ statusCode: 429 }));
    streams.open(request(), '198.51.100.1', () => () => undefined);
    requests[0]!.emit('close');
    streams.open(request(), '203.0.113.7', () => () => undefined);
    expect(streams.size).toBe(EVENT_STREAMS_PER_CLIENT + 1);
    streams.closeAll();
  });

  it('refuses past the copy’s cap', () => {
    const streams = new EventStreams(2);
    streams.open(request(), 'a', () => () => undefined);
    streams.open(request(), 'b', () => () => undefined);
    expect(() => streams.open(request(), 'c', () => () => undefined)).toThrow(expect.objectContaining({ statusCode: 429 }));
    streams.closeAll();
  });

  it('ends the stream of a client that stops reading once its backlog passes the limit, and unsubscribes it', () => {
    const streams = new EventStreams(10);
    let send: SendEvent = () => undefined;
    let unsubscribed = false;
    const stream = streams.open(request(), 'slow', (s) => {
      send = s;
      return () => {
        unsubscribed = true;
      };
    });
    const chunk = 'x'.repeat(4096);
    for (let i = 0; i * chunk.length <= EVENT_STREAM_BACKLOG_BYTES * 2 && !unsubscribed; i++) send('message', { chunk });
    expect(unsubscribed).toBe(true);
    expect((stream as PassThrough).writableEnded).toBe(true);
    expect(streams.size).toBe(0);
  });
});
