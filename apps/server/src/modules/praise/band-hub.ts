import type { TBandServerFrame, TBandState } from '@congrega/contract/band';
import type { BandStore, StoredBand } from './band-store.ts';
import type { RealtimeBus } from '../../core/realtime-bus.ts';

/**
 * One server copy's band sessions: the sockets following each session on this copy. Every change goes out as one
 * event on the bus (the chat's pub/sub seam on its own topic: in process, or Redis with REDIS_URL) and each copy
 * sends it to its own followers, so musicians on different copies follow the same leader. A copy also watches the
 * expiry of the sessions its sockets follow and tells them when one is gone (the store's TTL ran out).
 */
export type BandEvent = { church: number; code: string } & (
  { kind: 'state'; state: StoredBand } | { kind: 'ended'; reason: 'leader' | 'expired' }
);

export interface BandClient {
  send(frame: TBandServerFrame): void;
}

interface Room {
  clients: Set<BandClient>;
  timer?: ReturnType<typeof setTimeout> | undefined;
}

export function publicState(state: StoredBand): TBandState {
  return {
    code: state.code,
    songId: state.songId,
    leaderName: state.leaderName,
    steps: state.steps,
    line: state.line,
    seq: state.seq,
    expiresAt: new Date(state.expiresAt).toISOString(),
  };
}

export class BandHub {
  private readonly rooms = new Map<string, Room>();
  private closed = false;

  constructor(
    readonly bus: RealtimeBus<BandEvent>,
    readonly store: BandStore,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe((event) => this.apply(event));
  }

  private static key(church: number, code: string) {
    return `${church}:${code}`;
  }

  add(church: number, code: string, client: BandClient, expiresAt: number): void {
    const key = BandHub.key(church, code);
    let room = this.rooms.get(key);
    if (!room) {
      room = { clients: new Set() };
      this.rooms.set(key, room);
    }
    room.clients.add(client);
    if (!room.timer) this.expireAt(church, code, expiresAt);
  }

  remove(church: number, code: string, client: BandClient): void {
    const key = BandHub.key(church, code);
    const room = this.rooms.get(key);
    if (!room) return;
    room.clients.delete(client);
    if (room.clients.size === 0) this.drop(key);
  }

  /** Local followers of a session (tests and presence). */
  count(church: number, code: string): number {
    return this.rooms.get(BandHub.key(church, code))?.clients.size ?? 0;
  }

  private drop(key: string) {
    const room = this.rooms.get(key);
    if (room?.timer) clearTimeout(room.timer);
    this.rooms.delete(key);
  }

  private broadcast(key: string, frame: TBandServerFrame) {
    for (const client of this.rooms.get(key)?.clients ?? []) client.send(frame);
  }

  private apply(event: BandEvent) {
    const key = BandHub.key(event.church, event.code);
    if (!this.rooms.has(key)) return;
    if (event.kind === 'state') {
      this.broadcast(key, { type: 'state', state: publicState(event.state) });
      this.expireAt(event.church, event.code, event.state.expiresAt);
    } else {
      this.broadcast(key, { type: 'ended', code: event.code, reason: event.reason });
      this.drop(key);
    }
  }

  /** At the session's expiry, asks the store whether it is still there (another copy may have extended it). */
  expireAt(church: number, code: string, expiresAt: number) {
    const key = BandHub.key(church, code);
    const room = this.rooms.get(key);
    if (!room || this.closed) return;
    if (room.timer) clearTimeout(room.timer);
    const delay = Math.min(Math.max(expiresAt - this.now(), 0) + 50, 2 ** 31 - 1);
    room.timer = setTimeout(() => {
      room.timer = undefined;
      void this.store
        .get(church, code)
        .then((state) => {
          if (this.rooms.get(key) !== room) return;
          if (state) return this.expireAt(church, code, state.expiresAt);
          this.broadcast(key, { type: 'ended', code, reason: 'expired' });
          this.drop(key);
        })
        .catch(() => this.expireAt(church, code, this.now() + 60_000));
    }, delay);
    room.timer.unref?.();
  }

  close(): void {
    this.closed = true;
    for (const key of [...this.rooms.keys()]) this.drop(key);
  }
}
