import type { TChatMomentAnswer } from '@congrega/contract/chat';
import type { Redis } from 'ioredis';
import type { RoomKey } from './chat-bus.ts';

/** The counts of the open raise-hand moment. */
export interface MomentTally {
  momentId: string;
  levantar: number;
  agoraNao: number;
}

/**
 * A room's moderation state (mute, slow mode, the open raise-hand moment and its answers), kept where every server
 * copy reads it: in Redis when REDIS_URL is set, so a copy started or restarted later knows it; in this process
 * otherwise (one copy). Each change is one atomic step here; the copy that made it then publishes the frame.
 */
export interface ChatRoomState {
  slowSeconds(key: RoomKey): Promise<number>;
  setSlow(key: RoomKey, seconds: number): Promise<void>;
  /**
   * Slow mode for one sender: 0 when they may send now (their next send then waits `seconds`), else the seconds
   * left. Atomic, so two sends at once on two copies are not both let through.
   */
  claimSend(key: RoomKey, userId: string, seconds: number): Promise<number>;
  mute(key: RoomKey, userId: string): Promise<void>;
  isMuted(key: RoomKey, userId: string): Promise<boolean>;
  moment(key: RoomKey): Promise<MomentTally | null>;
  /** Opens a moment (replacing an open one). */
  startMoment(key: RoomKey, momentId: string): Promise<void>;
  /** Closes the moment if it is the open one; false otherwise. */
  endMoment(key: RoomKey, momentId: string): Promise<boolean>;
  /** Records (or changes) one user's answer to the open moment: the new counts, or null when it is not open. */
  answer(key: RoomKey, momentId: string, userId: string, answer: TChatMomentAnswer): Promise<MomentTally | null>;
  close(): Promise<void>;
}

/** How long a room's state outlives its last change: longer than any service, short enough to forget it by the next one. */
export const ROOM_STATE_TTL_SECONDS = 12 * 60 * 60;

interface MemoryRoom {
  slow: number;
  muted: Set<string>;
  nextSend: Map<string, number>;
  moment: { id: string; answers: Map<string, TChatMomentAnswer> } | null;
  expires: number;
}

function tally(id: string, answers: Iterable<TChatMomentAnswer>): MomentTally {
  const result = { momentId: id, levantar: 0, agoraNao: 0 };
  for (const answer of answers) {
    if (answer === 'levantar') result.levantar += 1;
    else result.agoraNao += 1;
  }
  return result;
}

/** In process (no REDIS_URL): one copy, the same interface and expiry. */
export function memoryRoomState(now: () => number = Date.now): ChatRoomState {
  const rooms = new Map<string, MemoryRoom>();
  const room = ({ church, channel }: RoomKey): MemoryRoom => {
    const id = `${church}:${channel}`;
    let found = rooms.get(id);
    if (!found || found.expires <= now()) {
      found = { slow: 0, muted: new Set(), nextSend: new Map(), moment: null, expires: 0 };
      rooms.set(id, found);
    }
    return found;
  };
  const touched = (key: RoomKey): MemoryRoom => {
    const found = room(key);
    found.expires = now() + ROOM_STATE_TTL_SECONDS * 1000;
    return found;
  };
  return {
    slowSeconds: async (key) => room(key).slow,
    setSlow: async (key, seconds) => {
      touched(key).slow = seconds;
    },
    claimSend: async (key, userId, seconds) => {
      const found = touched(key);
      const at = now();
      const next = found.nextSend.get(userId) ?? 0;
      if (next > at) return Math.ceil((next - at) / 1000);
      if (found.nextSend.size > 10_000) for (const [user, until] of found.nextSend) if (until <= at) found.nextSend.delete(user);
      found.nextSend.set(userId, at + seconds * 1000);
      return 0;
    },
    mute: async (key, userId) => {
      touched(key).muted.add(userId);
    },
    isMuted: async (key, userId) => room(key).muted.has(userId),
    moment: async (key) => {
      const moment = room(key).moment;
      return moment ? tally(moment.id, moment.answers.values()) : null;
    },
    startMoment: async (key, momentId) => {
      touched(key).moment = { id: momentId, answers: new Map() };
    },
    endMoment: async (key, momentId) => {
      const found = room(key);
      if (found.moment?.id !== momentId) return false;
      found.moment = null;
      return true;
    },
    answer: async (key, momentId, userId, answer) => {
      const moment = touched(key).moment;
      if (moment?.id !== momentId) return null;
      moment.answers.set(userId, answer);
      return tally(moment.id, moment.answers.values());
    },
    close: async () => rooms.clear(),
  };
}

/**
 * Records an answer and keeps the counts in one step: KEYS room hash, answers hash, counts hash; ARGV moment id,
 * user, answer, ttl. Returns {levantar, agoraNao}, or false when the moment is not the open one.
 */
const ANSWER_SCRIPT = `
if redis.call('HGET', KEYS[1], 'moment') ~= ARGV[1] then return false end
local previous = redis.call('HGET', KEYS[2], ARGV[2])
if previous ~= ARGV[3] then
  redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
  if previous then redis.call('HINCRBY', KEYS[3], previous, -1) end
  redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
  redis.call('EXPIRE', KEYS[2], ARGV[4])
  redis.call('EXPIRE', KEYS[3], ARGV[4])
end
return {tonumber(redis.call('HGET', KEYS[3], 'levantar') or '0'), tonumber(redis.call('HGET', KEYS[3], 'agora-nao') or '0')}
`;

/** Ends the moment only if it is the open one: KEYS room hash; ARGV moment id. */
const END_SCRIPT = `
if redis.call('HGET', KEYS[1], 'moment') ~= ARGV[1] then return 0 end
redis.call('HDEL', KEYS[1], 'moment')
return 1
`;

/**
 * In Redis (REDIS_URL): per room, under `<prefix>:room:<church>:<channel>`, a hash (slow, moment), a set of muted
 * users, the open moment's answers and counts, and one expiring key per sender in slow mode. Every key expires
 * ROOM_STATE_TTL_SECONDS after the room's last change.
 */
export function redisRoomState(redis: Redis, prefix: string): ChatRoomState {
  const base = ({ church, channel }: RoomKey) => `${prefix}:room:${church}:${channel}`;
  const ttl = ROOM_STATE_TTL_SECONDS;
  const counts = async (key: RoomKey, momentId: string): Promise<MomentTally> => {
    const [levantar, agoraNao] = await redis.hmget(`${base(key)}:moment:${momentId}:counts`, 'levantar', 'agora-nao');
    return { momentId, levantar: Number(levantar ?? 0), agoraNao: Number(agoraNao ?? 0) };
  };
  return {
    slowSeconds: async (key) => Number((await redis.hget(base(key), 'slow')) ?? 0),
    setSlow: async (key, seconds) => {
      await redis.multi().hset(base(key), 'slow', seconds).expire(base(key), ttl).exec();
    },
    claimSend: async (key, userId, seconds) => {
      const slot = `${base(key)}:sent:${userId}`;
      if ((await redis.set(slot, '1', 'PX', seconds * 1000, 'NX')) === 'OK') return 0;
      return Math.max(1, Math.ceil((await redis.pttl(slot)) / 1000));
    },
    mute: async (key, userId) => {
      await redis
        .multi()
        .sadd(`${base(key)}:muted`, userId)
        .expire(`${base(key)}:muted`, ttl)
        .exec();
    },
    isMuted: async (key, userId) => (await redis.sismember(`${base(key)}:muted`, userId)) === 1,
    moment: async (key) => {
      const momentId = await redis.hget(base(key), 'moment');
      return momentId ? counts(key, momentId) : null;
    },
    startMoment: async (key, momentId) => {
      await redis.multi().hset(base(key), 'moment', momentId).expire(base(key), ttl).exec();
    },
    endMoment: async (key, momentId) => (await redis.eval(END_SCRIPT, 1, base(key), momentId)) === 1,
    answer: async (key, momentId, userId, answer) => {
      const moment = `${base(key)}:moment:${momentId}`;
      const result = (await redis.eval(
        ANSWER_SCRIPT,
        3,
        base(key),
        `${moment}:answers`,
        `${moment}:counts`,
        momentId,
        userId,
        answer,
        ttl,
      )) as [number, number] | null;
      return result ? { momentId, levantar: result[0], agoraNao: result[1] } : null;
    },
    close: async () => undefined,
  };
}
