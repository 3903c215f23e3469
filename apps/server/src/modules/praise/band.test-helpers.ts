import type { TBandServerFrame } from '@congrega/contract/band';
import type { App } from '../../app.ts';
import { SocketTestClient, socketUrl, type FrameOf } from '../../test/socket-test-client.ts';

type Frame<T extends TBandServerFrame['type']> = FrameOf<TBandServerFrame, T>;

/** The test client of /band (test/socket-test-client.ts) with its own request helpers. */
export class BandTestClient extends SocketTestClient<TBandServerFrame> {
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
}

/** Starts the app on a loopback port and returns the /band URL. */
export function bandUrl(app: App): Promise<string> {
  return socketUrl(app, '/band');
}
