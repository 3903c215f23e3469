import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/fake-socket.test-helpers.ts';
import { BandConnection, bandSocketUrl } from './band-client.ts';

const state = (seq: number, patch: Record<string, unknown> = {}) => ({
  code: 'ABCD2345',
  songId: 4,
  leaderName: 'Lia',
  steps: 0,
  line: 0,
  seq,
  expiresAt: '2026-11-25T23:00:00.000Z',
  ...patch,
});

function connection(intent: ConstructorParameters<typeof BandConnection>[0]['intent'], token: string | null = 'tok') {
  FakeSocket.all = [];
  const band = new BandConnection({
    url: 'ws://x/band',
    intent,
    token: () => token,
    createSocket: () => new FakeSocket() as unknown as WebSocket,
  });
  band.start();
  return band;
}

describe('band client', () => {
  it('starts a session as leader, then sends the leader’s key and line', () => {
    const band = connection({ kind: 'start', songId: 4 });
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'start', songId: 4, token: 'tok' });
    socket.push({ type: 'joined', leader: true, state: state(1) });
    expect(band.getState()).toMatchObject({ status: 'joined', leader: true, session: { code: 'ABCD2345' } });
    band.control({ steps: 2 });
    band.control({ steps: 2 }); // unchanged: not sent again
    band.control({ line: 5 });
    expect(socket.sent.slice(1)).toEqual([
      { type: 'control', steps: 2 },
      { type: 'control', line: 5 },
    ]);
    expect(band.getState().session).toMatchObject({ steps: 2, line: 5 });
  });

  it('follows: joins by code (with the token when there is one), keeps the newest state only', () => {
    const band = connection({ kind: 'join', code: 'ABCD2345' }, null);
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'join', code: 'ABCD2345' });
    socket.push({ type: 'joined', leader: false, state: state(3, { steps: 1 }) });
    socket.push({ type: 'state', state: state(5, { steps: 4, line: 9 }) });
    socket.push({ type: 'state', state: state(4, { steps: 2 }) }); // late: ignored
    expect(band.getState().session).toMatchObject({ steps: 4, line: 9, seq: 5 });
    band.control({ steps: 0 }); // a follower sends no control
    expect(socket.sent).toHaveLength(1);
  });

  it('rejoins the same session after a drop (a leader’s start becomes a join of its code)', () => {
    vi.useFakeTimers();
    const band = connection({ kind: 'start', songId: 4 });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.push({ type: 'joined', leader: true, state: state(1) });
    FakeSocket.all[0]!.drop();
    expect(band.getState().status).toBe('reconnecting');
    vi.advanceTimersByTime(2000);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent[0]).toEqual({ type: 'join', code: 'ABCD2345', token: 'tok' });
    vi.useRealTimers();
    band.stop();
  });

  it('is ended when the leader ends it, and failed when joining is refused', () => {
    const band = connection({ kind: 'join', code: 'ABCD2345' });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.push({ type: 'joined', leader: false, state: state(1) });
    FakeSocket.all[0]!.push({ type: 'ended', code: 'ABCD2345', reason: 'leader' });
    expect(band.getState()).toMatchObject({ status: 'ended', ended: 'leader' });
    expect(FakeSocket.all).toHaveLength(1); // no reconnect

    const refused = connection({ kind: 'join', code: 'ZZZZZZZZ' });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.push({ type: 'error', code: 'BAND_SESSION_NOT_FOUND', message: 'Gone.' });
    expect(refused.getState()).toMatchObject({ status: 'failed', failure: { code: 'BAND_SESSION_NOT_FOUND', message: 'Gone.' } });
  });

  it('keeps a refused control as a failure while staying joined', () => {
    const band = connection({ kind: 'join', code: 'ABCD2345' });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.push({ type: 'joined', leader: false, state: state(1) });
    FakeSocket.all[0]!.push({ type: 'error', code: 'BAND_LEADER_ONLY', message: 'Only the leader.' });
    expect(band.getState()).toMatchObject({ status: 'joined', failure: { code: 'BAND_LEADER_ONLY' } });
  });

  it('connects to /band on this host', () => {
    expect(bandSocketUrl({ protocol: 'https:', host: 'videira.example.org' })).toBe('wss://videira.example.org/band');
    expect(bandSocketUrl({ protocol: 'http:', host: 'videira.localhost:3000' })).toBe('ws://videira.localhost:3000/band');
  });

  it('counts the changes staff made to the session’s song (the screen fetches it again on each)', () => {
    const band = connection({ kind: 'join', code: 'ABCD2345' });
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.push({ type: 'joined', leader: false, state: state(1) });
    expect(band.getState().songChanges).toBe(0);
    socket.push({ type: 'song', songId: 4 });
    socket.push({ type: 'song', songId: 4 });
    expect(band.getState()).toMatchObject({ status: 'joined', songChanges: 2 });
  });
});
