import type { TBandServerFrame } from '@congrega/contract/band';
import WebSocket from 'ws';
import type { App } from '../../app.ts';

type Frame<T extends TBandServerFrame['type']> = Extract<TBandServerFrame, { type: T }>;

/** A test client of /band that keeps every frame and waits on state (a frame arriving or the close), never on time. */
export class BandTestClient {
  readonly frames: TBandServerFrame[] = [];
  closed: { code: number } | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as TBandServerFrame);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closed = { code };
      this.wake();
    });
  }

  static async open(url: string, host: string): Promise<BandTestClient> {
    const ws = new WebSocket(url, { headers: { host, 'accept-language': 'en' } });
    const client = new BandTestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
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
  async next<T extends TBandServerFrame['type']>(type: T, where: (f: Frame<T>) => boolean = () => true, from = 0): Promise<Frame<T>> {
    for (;;) {
      const found = this.frames.slice(from).find((f): f is Frame<T> => f.type === type && where(f as Frame<T>));
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before a ${type} frame`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  async waitClosed(): Promise<number> {
    while (!this.closed) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.closed.code;
  }

  /** Sends a frame and resolves with the answer: `joined` or `error` (after `from`). */
  async ask(frame: unknown): Promise<Frame<'joined'> | Frame<'error'>> {
    const from = this.frames.length;
    this.send(frame);
    return Promise.race([this.next('joined', () => true, from), this.next('error', () => true, from)]);
  }

  /** Sends a frame that should be refused and returns the error code. */
  async refused(frame: unknown): Promise<string> {
    const from = this.frames.length;
    this.send(frame);
    return (await this.next('error', () => true, from)).code;
  }

  close(): void {
    this.ws.close();
  }
}

/** Starts the app on a loopback port and returns the /band URL. */
export async function bandUrl(app: App): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}/band`;
}
