import { BAND_CLOSE } from '@congrega/contract/band';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BandTestClient, bandUrl } from './band.test-helpers.ts';
import { createSong } from './praise.fixtures.ts';

describe('band mode: the /band socket', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let other: TestChurch;
  let leader: TestMember;
  let worshipLeader: TestMember;
  let member: TestMember;
  let song: number;
  let otherSong: number;
  const clients: BandTestClient[] = [];
  const open = async (host = church.host) => {
    const client = await BandTestClient.open(url, host);
    clients.push(client);
    return client;
  };
  /** A leader's socket with a new session; returns it and the code. */
  const startSession = async (who = leader) => {
    const socket = await open();
    const joined = await socket.ask({ type: 'start', songId: song, token: who.token });
    if (joined.type !== 'joined') throw new Error(joined.code);
    return { socket, code: joined.state.code };
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'band-a');
    other = await createChurch(t.app, 'band-b');
    leader = await createMember(t.app, church, { nome: 'Lia', roles: ['ROLE_ADMIN'] });
    worshipLeader = await createMember(t.app, church, { nome: 'Davi', roles: ['ROLE_WORSHIP_LEADER'] });
    member = await createMember(t.app, church, { nome: 'Músico', roles: [] });
    song = await createSong(t.app, church.id, { titulo: 'Amazing Grace', tom: 'G', cifra: 'A[G]mazing [C/G]grace' });
    otherSong = await createSong(t.app, other.id, { titulo: 'Other', tom: 'C', cifra: '[C]la' });
    url = await bandUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('lets a leader start a session; followers get its state at once and every change live', async () => {
    const { socket: lead, code } = await startSession();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(lead.frames[0]).toMatchObject({
      type: 'joined',
      leader: true,
      state: { songId: song, steps: 0, line: 0, leaderName: 'Lia Teste' },
    });

    const visitor = await open();
    const joined = await visitor.ask({ type: 'join', code });
    expect(joined).toMatchObject({ type: 'joined', leader: false, state: { code, songId: song, steps: 0, line: 0 } });

    lead.send({ type: 'control', steps: 2 });
    expect((await visitor.next('state', (f) => f.state.steps === 2)).state).toMatchObject({ steps: 2, line: 0 });
    lead.send({ type: 'control', line: 7 });
    const moved = await visitor.next('state', (f) => f.state.line === 7);
    expect(moved.state).toMatchObject({ steps: 2, line: 7 });
    expect(moved.state.seq).toBeGreaterThan(joined.type === 'joined' ? joined.state.seq : 0);
    await lead.next('state', (f) => f.state.line === 7); // the leader's own screens (other devices) follow too

    // A late joiner (a member this time) gets the current key and position in its `joined` frame.
    const late = await open();
    expect(await late.ask({ type: 'join', code, token: member.token })).toMatchObject({
      type: 'joined',
      leader: false,
      state: { steps: 2, line: 7 },
    });
  });

  it('accepts control only from the leader: followers, other staff and sockets that joined nothing are refused', async () => {
    const { socket: lead, code } = await startSession();
    const follower = await open();
    await follower.ask({ type: 'join', code, token: member.token });
    expect(await follower.refused({ type: 'control', steps: 5 })).toBe('BAND_LEADER_ONLY');
    expect(await follower.refused({ type: 'end' })).toBe('BAND_LEADER_ONLY');
    // Another leader of the church follows this session: only its own leader controls it.
    const otherStaff = await open();
    expect(await otherStaff.ask({ type: 'join', code, token: worshipLeader.token })).toMatchObject({ leader: false });
    expect(await otherStaff.refused({ type: 'control', line: 3 })).toBe('BAND_LEADER_ONLY');
    const stranger = await open();
    expect(await stranger.refused({ type: 'control', steps: 1 })).toBe('BAND_NOT_JOINED');
    // Nothing changed: a new follower still sees key 0, line 0.
    const check = await open();
    expect(await check.ask({ type: 'join', code })).toMatchObject({ state: { steps: 0, line: 0, seq: 1 } });
    // The leader on a second device (same account) leads again.
    const second = await open();
    expect(await second.ask({ type: 'join', code, token: leader.token })).toMatchObject({ leader: true });
    second.send({ type: 'control', steps: -3 });
    await lead.next('state', (f) => f.state.steps === -3);
  });

  it('lets only leaders start, and only with a song of the host church', async () => {
    const socket = await open();
    expect(await socket.ask({ type: 'start', songId: song, token: member.token })).toMatchObject({
      type: 'error',
      code: 'BAND_NOT_LEADER',
    });
    expect(await socket.ask({ type: 'start', songId: otherSong, token: leader.token })).toMatchObject({
      type: 'error',
      code: 'PRAISE_NOT_FOUND',
    });
    expect(await socket.ask({ type: 'start', songId: song, token: 'not-a-token' })).toMatchObject({
      type: 'error',
      code: 'UNAUTHENTICATED',
    });
    const error = await socket.ask({ type: 'start', songId: song, token: member.token });
    expect(error).toMatchObject({ message: 'Only church leaders can open band mode.' });
    // ROLE_WORSHIP_LEADER may lead.
    expect((await startSession(worshipLeader)).code).toHaveLength(8);
  });

  it('keeps sessions inside their church: another church’s host does not find the code', async () => {
    const { code } = await startSession();
    const outsider = await open(other.host);
    expect(await outsider.ask({ type: 'join', code })).toMatchObject({ type: 'error', code: 'BAND_SESSION_NOT_FOUND' });
    const b = await createMember(t.app, other, { roles: ['ROLE_ADMIN'] });
    expect(await outsider.ask({ type: 'join', code, token: b.token })).toMatchObject({ code: 'BAND_SESSION_NOT_FOUND' });
    // A token of church B on A's host is refused (the token's audience is B).
    const onA = await open();
    expect(await onA.ask({ type: 'start', songId: song, token: b.token })).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['not JSON', 'hello'],
    ['an unknown type', { type: 'dance' }],
    ['a control naming nothing', { type: 'control' }],
    ['steps out of range', { type: 'control', steps: 12 }],
    ['a fractional line', { type: 'control', line: 1.5 }],
    ['a malformed code', { type: 'join', code: 'abc' }],
    ['an unknown field', { type: 'end', extra: 1 }],
    ['a start without token', { type: 'start', songId: 1 }],
  ])('answers BAND_BAD_FRAME to %s and keeps the socket open', async (_name, frame) => {
    const socket = await open();
    const from = socket.frames.length;
    socket.send(frame);
    const error = await socket.next('error', () => true, from);
    expect(error).toMatchObject({ code: 'BAND_BAD_FRAME', message: 'Invalid band mode message.' });
    expect(await socket.ask({ type: 'join', code: 'ZZZZZZZZ' })).toMatchObject({ code: 'BAND_SESSION_NOT_FOUND' });
  });

  it('ends when the leader ends it: every follower is told and the code no longer joins', async () => {
    const { socket: lead, code } = await startSession();
    const a = await open();
    const b = await open();
    await a.ask({ type: 'join', code });
    await b.ask({ type: 'join', code });
    lead.send({ type: 'end' });
    expect(await a.next('ended')).toEqual({ type: 'ended', code, reason: 'leader' });
    expect(await b.next('ended')).toMatchObject({ reason: 'leader' });
    await lead.next('ended');
    const late = await open();
    expect(await late.ask({ type: 'join', code })).toMatchObject({ type: 'error', code: 'BAND_SESSION_NOT_FOUND' });
    expect(await lead.refused({ type: 'control', steps: 1 })).toBe('BAND_NOT_JOINED');
  });

  it('closes a socket whose host names no church (4404)', async () => {
    const socket = await open('nowhere.localhost');
    expect(await socket.waitClosed()).toBe(BAND_CLOSE.noChurch);
  });
});
