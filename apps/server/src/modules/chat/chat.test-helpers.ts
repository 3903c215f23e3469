import type { TChatServerFrame } from '@congrega/contract/chat';
import WebSocket from 'ws';
import type { App } from '../../app.ts';

type Frame<T extends TChatServerFrame['type']> = Extract<TChatServerFrame, { type: T }>;

/** A test WebSocket client of /chat that keeps every frame and waits on state (a frame arriving), never on time. */
export class ChatTestClient {
  readonly frames: TChatServerFrame[] = [];
  closed: { code: number } | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as TChatServerFrame);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closed = { code };
      this.wake();
    });
  }

  static async open(url: string, host: string, headers: Record<string, string> = {}): Promise<ChatTestClient> {
    const ws = new WebSocket(url, { headers: { host, 'accept-language': 'en', ...headers } });
    const client = new ChatTestClient(ws);
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
  async next<T extends TChatServerFrame['type']>(type: T, where: (f: Frame<T>) => boolean = () => true, from = 0): Promise<Frame<T>> {
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

  /** Joins and returns the `joined` frame (throws with the error frame's code otherwise). */
  async join(frame: Record<string, unknown>): Promise<Frame<'joined'>> {
    const from = this.frames.length;
    this.send({ type: 'join', ...frame });
    const result = await Promise.race([this.next('joined', () => true, from), this.next('error', () => true, from)]);
    if (result.type === 'error') throw new Error(result.code);
    return result;
  }

  close(): void {
    this.ws.close();
  }
}

/** Starts the app on a loopback port and returns the /chat URL. */
export async function chatUrl(app: App): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}/chat`;
}
