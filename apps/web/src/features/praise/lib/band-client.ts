import { SOCKET_BUSY_CLOSES, SOCKET_FINAL_CLOSES } from '@congrega/contract/socket';
import type { TBandClientFrame, TBandServerFrame, TBandState } from '@congrega/contract/band';
import { ReconnectingSocket } from '../../../lib/reconnecting-socket.ts';

/**
 * Band mode's socket client (protocol: packages/contract/src/band.ts). Starts a session (leader) or joins one by
 * its code, keeps the newest state (by `seq`), and after a drop reconnects with growing delays and joins the same
 * session again (a leader's start becomes a join of its code, with the token, so it leads again).
 */
export type BandStatus = 'connecting' | 'joined' | 'reconnecting' | 'ended' | 'failed';

export interface BandViewState {
  status: BandStatus;
  leader: boolean;
  session: TBandState | null;
  /** Why the session ended. */
  ended: 'leader' | 'expired' | null;
  /** A refusal (joining, or a control frame): translated by the server. */
  failure: { code: string; message: string } | null;
  /** How many times staff changed the session's song since joining (each one: fetch the song again). */
  songChanges: number;
}

export type BandIntent = { kind: 'start'; songId: number } | { kind: 'join'; code: string };

export interface BandOptions {
  url: string;
  intent: BandIntent;
  /** The member's current access token, read at each (re)join. */
  token: () => string | null;
  onTokenExpired?: () => Promise<unknown>;
  createSocket?: (url: string) => WebSocket;
}

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000];

export const INITIAL_BAND_STATE: BandViewState = {
  status: 'connecting',
  leader: false,
  session: null,
  ended: null,
  failure: null,
  songChanges: 0,
};

export class BandConnection extends ReconnectingSocket<BandViewState, TBandClientFrame, TBandServerFrame> {
  private intent: BandIntent;
  private refreshed = false;

  constructor(private readonly options: BandOptions) {
    const { url, createSocket } = options;
    super(
      { url, createSocket, backoffMs: BACKOFF_MS, finalCloses: SOCKET_FINAL_CLOSES, busyCloses: SOCKET_BUSY_CLOSES },
      INITIAL_BAND_STATE,
    );
    this.intent = options.intent;
  }

  protected over(): boolean {
    return this.state.status === 'failed' || this.state.status === 'ended';
  }

  protected hello(): void {
    const token = this.options.token();
    if (this.intent.kind === 'start') {
      if (!token) return this.set({ status: 'failed', failure: { code: 'UNAUTHENTICATED', message: '' } });
      this.write({ type: 'start', songId: this.intent.songId, token });
    } else {
      this.write({ type: 'join', code: this.intent.code, ...(token ? { token } : {}) });
    }
  }

  protected receive(frame: TBandServerFrame): void {
    switch (frame.type) {
      case 'joined':
        this.attempt = 0;
        this.refreshed = false;
        this.intent = { kind: 'join', code: frame.state.code };
        return this.set({ status: 'joined', leader: frame.leader, session: frame.state, failure: null });
      case 'state':
        if (this.state.session && frame.state.seq <= this.state.session.seq) return;
        return this.set({ session: frame.state });
      case 'ended':
        this.stop();
        return this.set({ status: 'ended', ended: frame.reason });
      case 'song':
        return this.set({ songChanges: this.state.songChanges + 1 });
      case 'error':
        return this.failed(frame);
    }
  }

  private failed(frame: Extract<TBandServerFrame, { type: 'error' }>): void {
    if (this.state.status !== 'joined') {
      if (frame.code === 'TOKEN_EXPIRED' && this.options.onTokenExpired && !this.refreshed) {
        this.refreshed = true;
        void this.options.onTokenExpired().then(() => this.hello());
        return;
      }
      this.stop();
      if (frame.code === 'BAND_SESSION_NOT_FOUND' && this.state.session) return this.set({ status: 'ended', ended: 'expired' });
      return this.set({ status: 'failed', failure: { code: frame.code, message: frame.message } });
    }
    this.set({ failure: { code: frame.code, message: frame.message } });
  }

  /** Leader: the key and/or position; shown at once here, confirmed by the state coming back. */
  control(patch: { steps?: number; line?: number }): void {
    const session = this.state.session;
    if (!this.state.leader || !session) return;
    if ((patch.steps ?? session.steps) === session.steps && (patch.line ?? session.line) === session.line) return;
    if (this.write({ type: 'control', ...patch })) this.set({ session: { ...session, ...patch } });
  }

  /** Leader: ends the session for everyone. */
  end(): void {
    this.write({ type: 'end' });
  }
}

/** ws(s)://<this host>/band */
export function bandSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/band`;
}
