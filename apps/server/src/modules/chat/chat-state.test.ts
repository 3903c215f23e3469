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

  it('keeps slow mode and mutes per room', async () => {
    const state = make();
    expect(await state.slowSeconds(key)).toBe(0);
    await state.setSlow(key, 30);
    await state.mute(key, 'a:muted');
    expect(await state.slowSeconds(key)).toBe(30);
    expect(await state.isMuted(key, 'a:muted')).toBe(true);
    expect(await state.isMuted(key, 'a:other')).toBe(false);
    expect(await state.slowSeconds({ ...key, church: 2 })).toBe(0);
    expect(await state.isMuted({ ...key, church: 2 }, 'a:muted')).toBe(false);
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
    await state.startMoment(key, 'm1');
    expect(await state.moment(key)).toEqual({ momentId: 'm1', levantar: 0, agoraNao: 0 });
    expect(await state.answer(key, 'm1', 'a:1', 'levantar')).toEqual({ momentId: 'm1', levantar: 1, agoraNao: 0 });
    expect(await state.answer(key, 'm1', 'a:2', 'levantar')).toEqual({ momentId: 'm1', levantar: 2, agoraNao: 0 });
    expect(await state.answer(key, 'm1', 'a:1', 'agora-nao')).toEqual({ momentId: 'm1', levantar: 1, agoraNao: 1 });
    expect(await state.answer(key, 'm1', 'a:1', 'agora-nao')).toEqual({ momentId: 'm1', levantar: 1, agoraNao: 1 });
    expect(await state.answer(key, 'other', 'a:3', 'levantar')).toBeNull();
    expect(await state.endMoment(key, 'other')).toBe(false);
    await state.startMoment(key, 'm2');
    expect(await state.moment(key)).toEqual({ momentId: 'm2', levantar: 0, agoraNao: 0 });
    expect(await state.answer(key, 'm1', 'a:4', 'levantar')).toBeNull();
    expect(await state.endMoment(key, 'm2')).toBe(true);
    expect(await state.moment(key)).toBeNull();
  });
});

describe('chat room state in process', () => {
  it('forgets a room ROOM_STATE_TTL_SECONDS after its last change, like the Redis keys expire', async () => {
    let now = 1_000_000;
    const state = memoryRoomState(() => now);
    const key = { church: 1, channel: 1 };
    await state.setSlow(key, 10);
    await state.mute(key, 'a:x');
    now += (ROOM_STATE_TTL_SECONDS - 1) * 1000;
    expect(await state.slowSeconds(key)).toBe(10);
    now += 2000;
    expect(await state.slowSeconds(key)).toBe(0);
    expect(await state.isMuted(key, 'a:x')).toBe(false);
  });
});

describe.skipIf(!redis)('chat room state in Redis', () => {
  it('gives every key of the room an expiry', async () => {
    const state = redisRoomState(redis!, prefix);
    const key = { church: 9, channel: 9 };
    await state.setSlow(key, 5);
    await state.mute(key, 'a:x');
    await state.startMoment(key, 'm');
    await state.answer(key, 'm', 'a:x', 'levantar');
    await state.claimSend(key, 'a:x', 5);
    const keys = await redis!.keys(`${prefix}:room:9:9*`);
    expect(keys.length).toBe(5);
    for (const k of keys) expect(await redis!.ttl(k)).toBeGreaterThan(0);
  });
});
