/** A refusal shown to the user: the server's code and translated message ('' for a close code). */
export interface SocketFailure {
  code: string;
  message: string;
}

export interface ReconnectingSocketOptions {
  url: string;
  createSocket?: ((url: string) => WebSocket) | undefined;
  /** Delays between attempts after a drop (the last one repeats), each jittered by ±20%. */
  backoffMs: readonly number[];
  /** Close codes that mean "do not come back" (no church here, another origin, flooding, an oversized frame...). */
  finalCloses: readonly number[];
  /**
   * Close codes that mean "full now" (too many connections): the next attempt waits the longest delay (jittered),
   * so a server turning many clients away at once is not answered by a reconnect storm.
   */
  busyCloses?: readonly number[] | undefined;
}

/**
 * The core of the web's socket clients (the live chat, band mode): a small store for `useSyncExternalStore`
 * (getState, subscribe), start and stop, JSON frames out, and after a drop a reconnect with growing, jittered
 * delays, unless the close code or the state says it is over. A subclass says hello on each open and reads frames.
 */
export abstract class ReconnectingSocket<S extends { status: string; failure: SocketFailure | null }, Out, In> {
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Reset by the subclass once joined. */
  protected attempt = 0;

  protected constructor(
    private readonly socketOptions: ReconnectingSocketOptions,
    protected state: S,
  ) {}

  getState = (): S => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close();
    this.socket = undefined;
  }

  /** Closes the socket without stopping: whether it comes back is `over()`'s answer. */
  protected close(): void {
    this.socket?.close();
  }

  /** Sent on every open (the first and each reconnect). */
  protected abstract hello(): void;
  protected abstract receive(frame: In): void;
  /** The state is final (failed, ended): a drop does not reconnect. */
  protected abstract over(): boolean;
  /** The socket dropped: mark what was in flight. */
  protected dropped(): void {}

  protected write(frame: Out): boolean {
    if (this.socket?.readyState !== 1) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    const { url, createSocket, backoffMs, finalCloses, busyCloses = [] } = this.socketOptions;
    const socket = (createSocket ?? ((address) => new WebSocket(address)))(url);
    this.socket = socket;
    socket.onopen = () => this.hello();
    socket.onmessage = (event) => this.receive(JSON.parse(String(event.data)) as In);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.dropped();
      if (this.stopped || this.over()) return;
      // Both subclasses' states have these statuses; S is only known to have a string status here.
      if (finalCloses.includes(event.code))
        return this.set({ status: 'failed', failure: { code: String(event.code), message: '' } } as Partial<S>);
      this.set({ status: 'reconnecting' } as Partial<S>);
      if (busyCloses.includes(event.code)) this.attempt = Math.max(this.attempt, backoffMs.length - 1);
      const delay = backoffMs[Math.min(this.attempt, backoffMs.length - 1)]!;
      this.attempt += 1;
      this.timer = setTimeout(() => this.connect(), delay * (0.8 + Math.random() * 0.4));
    };
  }
}
