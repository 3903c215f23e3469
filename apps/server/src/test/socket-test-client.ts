import WebSocket from 'ws';
import type { App } from '../app.ts';

type Typed = { type: string };
export type FrameOf<F extends Typed, T extends F['type']> = Extract<F, { type: T }>;

/**
 * A test WebSocket client (of /chat, /band) that keeps every frame and waits on state (a frame arriving or the close),
 * never on time. `F` is the server's frame union.
 */
export class SocketTestClient<F extends Typed> {
  readonly frames: F[] = [];
  closed: { code: number } | undefined;
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(...this.unpack(JSON.parse(String(data)) as Typed));
      this.wake();
    });
    ws.on('close', (code) => {
      this.closed = { code };
      this.wake();
    });
  }

  /** Opens a socket with this Host header (English answers unless `headers` says otherwise), once it is open. */
  static async open<C>(this: new (ws: WebSocket) => C, url: string, host: string, headers: Record<string, string> = {}): Promise<C> {
    const ws = new WebSocket(url, { headers: { host, 'accept-language': 'en', ...headers } });
    const client = new this(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** The frames one socket frame holds (a protocol with batches unpacks them here). */
  protected unpack(frame: Typed): F[] {
    return [frame as F];
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Resolves with the first frame (from `from` on) of `type` that matches `where`. */
  async next<T extends F['type']>(type: T, where: (f: FrameOf<F, T>) => boolean = () => true, from = 0): Promise<FrameOf<F, T>> {
    for (;;) {
      const found = this.frames.slice(from).find((f): f is FrameOf<F, T> => f.type === type && where(f as FrameOf<F, T>));
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before a ${type} frame`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  async waitClosed(): Promise<number> {
    while (!this.closed) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.closed.code;
  }

  close(): void {
    this.ws.close();
  }
}

/** Starts the app on a loopback port and returns the ws:// URL of `path`. */
export async function socketUrl(app: App, path: string): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}${path}`;
}
