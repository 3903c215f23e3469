import type { TBandServerFrame, TBandState } from '@congrega/contract/band';
import type { BandStore, StoredBand } from './band-store.ts';
import type { RealtimeBus } from '../../core/realtime-bus.ts';

/**
 * One server copy's band sessions: the sockets following each session on this copy. Every change goes out as one
 * event on the bus (the chat's pub/sub seam on its own topic: in process, or Redis with REDIS_URL) and each copy
 * sends it to its own followers, so musicians on different copies follow the same leader. A copy also watches the
 * expiry of the sessions its sockets follow and tells them when one is gone (the store's TTL ran out).
 */
export type BandEvent =
  | ({ church: number; code: string } & ({ kind: 'state'; state: StoredBand } | { kind: 'ended'; reason: 'leader' | 'expired' }))
  /** A song changed in the console (band-song-changed.ts): every session showing it, on every copy, reloads it. */
  | { church: number; kind: 'song'; songId: number };

export interface BandClient {
  send(frame: TBandServerFrame): void;
}

interface Room {
  clients: Set<BandClient>;
  /** The song the session shows (from its first follower, then every state). */
  songId: number;
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

  /** Follows a session on this copy; `songId` when known (a joiner follows first, then reads the state: `showing`). */
  add(church: number, code: string, client: BandClient, expiresAt: number, songId = 0): void {
    const key = BandHub.key(church, code);
    let room = this.rooms.get(key);
    if (!room) {
      room = { clients: new Set(), songId };
      this.rooms.set(key, room);
    }
    if (songId) room.songId = songId;
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
    if (event.kind === 'song') return this.songChanged(event.church, event.songId);
    const key = BandHub.key(event.church, event.code);
    const room = this.rooms.get(key);
    if (!room) return;
    if (event.kind === 'state') {
      room.songId = event.state.songId;
      this.broadcast(key, { type: 'state', state: publicState(event.state) });
      this.expireAt(event.church, event.code, event.state.expiresAt);
    } else {
      this.broadcast(key, { type: 'ended', code: event.code, reason: event.reason });
      this.drop(key);
    }
  }

  /** The song a followed session shows (read from the store after following it). */
  showing(church: number, code: string, songId: number): void {
    const room = this.rooms.get(BandHub.key(church, code));
    if (room) room.songId = songId;
  }

  /** Tells the local followers of the church's sessions showing the song to fetch it again. */
  private songChanged(church: number, songId: number) {
    for (const [key, room] of this.rooms)
      if (key.startsWith(`${church}:`) && room.songId === songId) this.broadcast(key, { type: 'song', songId });
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
