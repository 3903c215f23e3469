import { request, type IncomingMessage } from 'node:http';
import type { App } from '../app.ts';

/**
 * Test-only: a client of a server-sent events answer (lib/event-stream.ts) on a listening app, with the church's
 * Host header. `next(event)` resolves with the data of the next frame of that event (frames read before are kept
 * in order); `status` and `headers` are the answer's.
 */
export class EventStreamClient {
  private readonly frames: { event: string; data: unknown }[] = [];
  private readonly waiters: Array<() => void> = [];
  private buffer = '';

  private constructor(private readonly res: IncomingMessage) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) this.frames.push({ event, data: JSON.parse(data) });
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  get status(): number {
    return this.res.statusCode ?? 0;
  }

  get headers() {
    return this.res.headers;
  }

  static async open(app: App, path: string, host: string): Promise<EventStreamClient> {
    const address = app.server.address();
    const base =
      typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : await app.listen({ port: 0, host: '127.0.0.1' });
    return new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { headers: { host, accept: 'text/event-stream' } }, (res) =>
        resolve(new EventStreamClient(res)),
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** The data of the next `event` frame (10 s at most). */
  async next<T = unknown>(event: string, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex((f) => f.event === event);
      if (i >= 0) return this.frames.splice(0, i + 1).at(-1)!.data as T;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The whole body of an answer that ends (a refusal). */
  async body(): Promise<string> {
    if (!this.res.complete) await new Promise((resolve) => this.res.once('end', resolve));
    return this.buffer;
  }

  close(): void {
    this.res.destroy();
  }
}
