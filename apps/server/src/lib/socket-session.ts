import type { WebSocket } from 'ws';

/** What a WebSocket endpoint (chat, band mode) does with one socket once its church is resolved. */
export interface SocketSession {
  handle(raw: string): Promise<unknown>;
  leave(): Promise<unknown> | void;
}

export interface SocketSessionOptions {
  /** More frames than this in a second close the socket with `floodCode`. */
  floodPerSecond: number;
  floodCode: number;
  /**
   * Resolves the session (church, module, language) with the socket's writer (a text frame, given as text or as
   * its UTF-8 bytes: a frame for many sockets is encoded once); undefined after closing it itself.
   */
  open(write: (text: string | Buffer) => void): Promise<SocketSession | undefined>;
  /** A failure while opening: the socket is closed with 1011. */
  onFailure(err: unknown): void;
}

/**
 * One socket's life, shared by /chat and /band: listeners are attached at once (frames sent before the session is
 * open wait in the queue), frames are handled one at a time in order, text only (a binary frame reads as ''), a
 * flood closes the socket, and closing it leaves the session.
 */
export function runSocketSession(socket: WebSocket, options: SocketSessionOptions): void {
  let session: SocketSession | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let windowStart = Date.now();
  let frames = 0;
  const write = (text: string | Buffer) => {
    if (socket.readyState === socket.OPEN) socket.send(text, { binary: false });
  };
  const ready = options.open(write).then((opened) => {
    session = opened;
  });
  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      frames = 0;
    }
    frames += 1;
    if (frames > options.floodPerSecond) return socket.close(options.floodCode, 'flood');
    const raw = isBinary ? '' : Buffer.isBuffer(data) ? data.toString('utf8') : '';
    queue = queue
      .then(() => ready)
      .then(() => session?.handle(raw))
      .catch(() => undefined);
  });
  socket.on('close', () => {
    void ready.then(() => session?.leave()).catch(() => undefined);
  });
  ready.catch((err: unknown) => {
    options.onFailure(err);
    socket.close(1011, 'unavailable');
  });
}
