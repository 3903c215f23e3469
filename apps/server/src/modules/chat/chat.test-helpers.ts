import type { TChatServerFrame, TChatServerPayload } from '@congrega/contract/chat';
import type { App } from '../../app.ts';
import { SocketTestClient, socketUrl, type FrameOf } from '../../test/socket-test-client.ts';

type Frame<T extends TChatServerFrame['type']> = FrameOf<TChatServerFrame, T>;

/** The test client of /chat (test/socket-test-client.ts) with its own request helpers. */
export class ChatTestClient extends SocketTestClient<TChatServerFrame> {
  /** Every frame a batch carried, in order, as if each had come alone (it joins saying it unpacks batches). */
  protected override unpack(payload: { type: string }): TChatServerFrame[] {
    const frame = payload as TChatServerPayload;
    return frame.type === 'batch' ? frame.frames : [frame];
  }

  /** Joins and returns the `joined` frame (throws with the error frame's code otherwise). */
  async join(frame: Record<string, unknown>): Promise<Frame<'joined'>> {
    const from = this.frames.length;
    this.send({ type: 'join', batches: true, ...frame });
    const result = await Promise.race([this.next('joined', () => true, from), this.next('error', () => true, from)]);
    if (result.type === 'error') throw new Error(result.code);
    return result;
  }
}

/** Starts the app on a loopback port and returns the /chat URL. */
export function chatUrl(app: App): Promise<string> {
  return socketUrl(app, '/chat');
}
