import type { TBandServerFrame } from '@congrega/contract/band';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BandHub, type BandEvent } from './band-hub.ts';
import { BandSocket } from './band-session.ts';
import { memoryBandStore } from './band-store.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { inProcessBus } from '../../core/realtime-bus.ts';

/** A follower socket without a server: frames land in `frames`, `next` waits for one (state, never time). */
function follower(hub: BandHub, ttlSeconds: number, now: () => number) {
  const frames: TBandServerFrame[] = [];
  let wake: (() => void) | undefined;
  const socket = new BandSocket({
    app: {} as FastifyInstance,
    hub,
    church: { id: 1 } as TenantChurch,
    locale: 'en',
    ttlSeconds,
    now,
    write: (text) => {
      frames.push(JSON.parse(text) as TBandServerFrame);
      wake?.();
    },
  });
  const next = async (type: TBandServerFrame['type']) => {
    for (;;) {
      const found = frames.find((f) => f.type === type);
      if (found) return found;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  return { socket, frames, next };
}

describe('band mode: session lifetime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells followers the session expired when its TTL runs out, and the code stops joining', async () => {
    // One clock for store, hub and sockets, and the hub's timer faked: the expiry happens when the test says.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let now = 1_000_000;
    const clock = () => now;
    const store = memoryBandStore(clock);
    const hub = new BandHub(inProcessBus<BandEvent>(), store, clock);
    const expiresAt = now + 300;
    await store.create(1, { code: 'ABCDEFGH', songId: 9, leaderId: 'u:1', leaderName: 'L', steps: 0, line: 0, seq: 1, expiresAt });
    // The socket's own TTL (an hour) is not the session's: the follower is told at the session's expiry.
    const a = follower(hub, 3600, clock);
    await a.socket.handle(JSON.stringify({ type: 'join', code: 'ABCDEFGH' }));
    expect(a.frames[0]).toMatchObject({ type: 'joined', state: { code: 'ABCDEFGH' } });
    now += 400;
    await vi.advanceTimersByTimeAsync(400);
    expect(await a.next('ended')).toEqual({ type: 'ended', code: 'ABCDEFGH', reason: 'expired' });
    expect(hub.count(1, 'ABCDEFGH')).toBe(0);
    const b = follower(hub, 0.3, clock);
    await b.socket.handle(JSON.stringify({ type: 'join', code: 'ABCDEFGH' }));
    expect(b.frames[0]).toMatchObject({ type: 'error', code: 'BAND_SESSION_NOT_FOUND' });
    hub.close();
  });

  it('keeps an expiring entry out of the memory store and lets a code be reused after it', async () => {
    let now = 1_000;
    const store = memoryBandStore(() => now);
    const state = { code: 'ABCDEFGH', songId: 9, leaderId: 'u:1', leaderName: 'L', steps: 0, line: 0, seq: 1, expiresAt: 2_000 };
    expect(await store.create(1, state)).toBe(true);
    expect(await store.create(1, state)).toBe(false);
    expect(await store.get(2, 'ABCDEFGH')).toBeUndefined();
    now = 2_000;
    expect(await store.get(1, 'ABCDEFGH')).toBeUndefined();
    expect(await store.create(1, { ...state, expiresAt: 5_000 })).toBe(true);
  });
});
