import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRoomState, redisRoomState, ROOM_STATE_TTL_SECONDS, type ChatRoomState } from './chat-state.ts';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
const prefix = `chat11-state-${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** The same behaviour in process and in Redis (the Redis half runs when REDIS_URL is set). */
const stores: Array<[string, () => ChatRoomState]> = [['in process', () => memoryRoomState()]];
if (redis) stores.push(['in Redis', () => redisRoomState(redis, prefix)]);

describe.each(stores)('chat room state %s', (_name, make) => {
  const key = { church: 1, channel: Math.floor(Math.random() * 1e9) + 1 };

  it('keeps slow mode, the pinned message and the peak of viewers per room', async () => {
    const state = make();
    const message = {
      id: 7,
      channel: key.channel,
      userId: 'u:1',
      username: 'Ana',
      avatar: null,
      text: 'oi',
      at: 'x',
      moderator: true,
      hosts: false,
    };
    expect(await state.slowSeconds(key)).toBe(0);
    await state.setSlow(key, 30);
    await state.setPinned(key, message);
    await state.notePeak(key, 5);
    await state.notePeak(key, 3);
    expect(await state.slowSeconds(key)).toBe(30);
    expect(await state.pinned(key)).toEqual(message);
    expect(await state.peak(key)).toBe(5);
    expect(await state.slowSeconds({ ...key, church: 2 })).toBe(0);
    expect(await state.pinned({ ...key, church: 2 })).toBeNull();
    await state.setPinned(key, null);
    expect(await state.pinned(key)).toBeNull();
  });

  it('lets one send through per slow-mode window and says how long to wait', async () => {
    const state = make();
    expect(await state.claimSend(key, 'a:fast', 20)).toBe(0);
    const wait = await state.claimSend(key, 'a:fast', 20);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(20);
    expect(await state.claimSend(key, 'a:calm', 20)).toBe(0);
  });

  it('counts each user’s latest answer to the open moment only', async () => {
    const state = make();
    const tally = async (...args: Parameters<ChatRoomState['answer']>) => (await state.answer(...args))?.tally ?? null;
    await state.startMoment(key, 'm1', 'Quem quer oração?');
    expect(await state.moment(key)).toEqual({ momentId: 'm1', prompt: 'Quem quer oração?', levantar: 0, agoraNao: 0, raised: [] });
    expect(await tally(key, 'm1', 'a:1', 'levantar')).toEqual({ momentId: 'm1', levantar: 1, agoraNao: 0 });
    expect(await tally(key, 'm1', 'a:2', 'levantar')).toEqual({ momentId: 'm1', levantar: 2, agoraNao: 0 });
    expect(await tally(key, 'm1', 'a:1', 'agora-nao')).toEqual({ momentId: 'm1', levantar: 1, agoraNao: 1 });
    expect(await tally(key, 'm1', 'a:1', 'agora-nao')).toEqual({ momentId: 'm1', levantar: 1, agoraNao: 1 });
    expect(await tally(key, 'other', 'a:3', 'levantar')).toBeNull();
    expect(await state.endMoment(key, 'other')).toBe(false);
    await state.startMoment(key, 'm2', null);
    expect(await state.moment(key)).toEqual({ momentId: 'm2', prompt: null, levantar: 0, agoraNao: 0, raised: [] });
    expect(await state.answer(key, 'm1', 'a:4', 'levantar')).toBeNull();
    expect(await state.endMoment(key, 'm2')).toBe(true);
    expect(await state.moment(key)).toBeNull();
  });

  it('lists a member’s raised hand once per moment (first raise only), visitors never', async () => {
    const state = make();
    await state.startMoment(key, 'm3', null);
    expect((await state.answer(key, 'm3', 'u:1', 'levantar', 'Ana'))?.firstRaise).toBe(true);
    expect((await state.answer(key, 'm3', 'u:1', 'agora-nao', 'Ana'))?.firstRaise).toBe(false);
    expect((await state.answer(key, 'm3', 'u:1', 'levantar', 'Ana'))?.firstRaise).toBe(false);
    expect((await state.answer(key, 'm3', 'a:v', 'levantar'))?.firstRaise).toBe(false);
    expect((await state.answer(key, 'm3', 'u:2', 'agora-nao', 'Bia'))?.firstRaise).toBe(false);
    const moment = await state.moment(key);
    expect(moment?.raised).toEqual([{ userId: 'u:1', name: 'Ana' }]);
    expect(moment).toMatchObject({ levantar: 2, agoraNao: 1 });
  });
});

describe('chat room state in process', () => {
  it('forgets a room ROOM_STATE_TTL_SECONDS after its last change, like the Redis keys expire', async () => {
    let now = 1_000_000;
    const state = memoryRoomState(() => now);
    const key = { church: 1, channel: 1 };
    await state.setSlow(key, 10);
    await state.notePeak(key, 4);
    now += (ROOM_STATE_TTL_SECONDS - 1) * 1000;
    expect(await state.slowSeconds(key)).toBe(10);
    now += 2000;
    expect(await state.slowSeconds(key)).toBe(0);
    expect(await state.peak(key)).toBe(0);
  });
});

describe.skipIf(!redis)('chat room state in Redis', () => {
  it('gives every key of the room an expiry', async () => {
    const state = redisRoomState(redis!, prefix);
    const key = { church: 9, channel: 9 };
    await state.setSlow(key, 5);
    await state.notePeak(key, 2);
    await state.startMoment(key, 'm', null);
    await state.answer(key, 'm', 'u:x', 'levantar', 'X');
    await state.claimSend(key, 'a:x', 5);
    const keys = await redis!.keys(`${prefix}:room:9:9*`);
    expect(keys.length).toBe(5);
    for (const k of keys) expect(await redis!.ttl(k)).toBeGreaterThan(0);
  });
});
