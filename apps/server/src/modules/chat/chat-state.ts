import type { TChatMessage, TChatMoment, TChatMomentAnswer, TChatRaisedHand } from '@congrega/contract/chat';
import type { Redis } from 'ioredis';
import type { RoomKey } from './chat-bus.ts';

/** The counts of the open raise-hand moment. */
export interface MomentTally {
  momentId: string;
  levantar: number;
  agoraNao: number;
}

/** An answer recorded: the counts, and whether it is this member's first raised hand of the moment (to the care queue). */
export interface MomentAnswer {
  tally: MomentTally;
  firstRaise: boolean;
}

/**
 * A room's moderation state (slow mode, the pinned message, the open raise-hand moment with its answers and the
 * members who raised a hand, the peak of viewers), kept where every server
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
  pinned(key: RoomKey): Promise<TChatMessage | null>;
  setPinned(key: RoomKey, message: TChatMessage | null): Promise<void>;
  /** Raises the room's peak of viewers to `count` if higher. */
  notePeak(key: RoomKey, count: number): Promise<void>;
  peak(key: RoomKey): Promise<number>;
  /** The open moment with its prompt, counts and the members who raised a hand. */
  moment(key: RoomKey): Promise<TChatMoment | null>;
  /** Opens a moment (replacing an open one). */
  startMoment(key: RoomKey, momentId: string, prompt: string | null): Promise<void>;
  /** Closes the moment if it is the open one; false otherwise. */
  endMoment(key: RoomKey, momentId: string): Promise<boolean>;
  /**
   * Records (or changes) one user's answer to the open moment: the new counts, or null when it is not open. A member
   * (`name` given) who raises a hand is listed once per moment (a later "not now" does not take them off the list).
   */
  answer(key: RoomKey, momentId: string, userId: string, answer: TChatMomentAnswer, name?: string): Promise<MomentAnswer | null>;
  close(): Promise<void>;
}

/** How long a room's state outlives its last change: longer than any service, short enough to forget it by the next one. */
export const ROOM_STATE_TTL_SECONDS = 12 * 60 * 60;

interface MemoryRoom {
  slow: number;
  pinned: TChatMessage | null;
  peak: number;
  nextSend: Map<string, number>;
  moment: { id: string; prompt: string | null; answers: Map<string, TChatMomentAnswer>; raised: Map<string, string> } | null;
  expires: number;
}

const raisedList = (entries: Iterable<[string, string]>): TChatRaisedHand[] => [...entries].map(([userId, name]) => ({ userId, name }));

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
      found = { slow: 0, pinned: null, peak: 0, nextSend: new Map(), moment: null, expires: 0 };
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
    pinned: async (key) => room(key).pinned,
    setPinned: async (key, message) => {
      touched(key).pinned = message;
    },
    notePeak: async (key, count) => {
      const found = touched(key);
      found.peak = Math.max(found.peak, count);
    },
    peak: async (key) => room(key).peak,
    moment: async (key) => {
      const moment = room(key).moment;
      return moment ? { ...tally(moment.id, moment.answers.values()), prompt: moment.prompt, raised: raisedList(moment.raised) } : null;
    },
    startMoment: async (key, momentId, prompt) => {
      touched(key).moment = { id: momentId, prompt, answers: new Map(), raised: new Map() };
    },
    endMoment: async (key, momentId) => {
      const found = room(key);
      if (found.moment?.id !== momentId) return false;
      found.moment = null;
      return true;
    },
    answer: async (key, momentId, userId, answer, name) => {
      const moment = touched(key).moment;
      if (moment?.id !== momentId) return null;
      moment.answers.set(userId, answer);
      const firstRaise = answer === 'levantar' && name !== undefined && !moment.raised.has(userId);
      if (firstRaise) moment.raised.set(userId, name);
      return { tally: tally(moment.id, moment.answers.values()), firstRaise };
    },
    close: async () => rooms.clear(),
  };
}

/**
 * Records an answer and keeps the counts in one step: KEYS room hash, answers hash, counts hash, raised hands hash;
 * ARGV moment id, user, answer, ttl, the member's name ('' for a visitor). Returns {levantar, agoraNao, first raise
 * 1|0}, or false when the moment is not the open one.
 */
const ANSWER_SCRIPT = `
if redis.call('HGET', KEYS[1], 'moment') ~= ARGV[1] then return false end
local first = 0
if ARGV[3] == 'levantar' and ARGV[5] ~= '' then
  first = redis.call('HSETNX', KEYS[4], ARGV[2], ARGV[5])
  redis.call('EXPIRE', KEYS[4], ARGV[4])
end
local previous = redis.call('HGET', KEYS[2], ARGV[2])
if previous ~= ARGV[3] then
  redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
  if previous then redis.call('HINCRBY', KEYS[3], previous, -1) end
  redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
  redis.call('EXPIRE', KEYS[2], ARGV[4])
  redis.call('EXPIRE', KEYS[3], ARGV[4])
end
return {tonumber(redis.call('HGET', KEYS[3], 'levantar') or '0'), tonumber(redis.call('HGET', KEYS[3], 'agora-nao') or '0'), first}
`;

/** Raises the peak: KEYS room hash; ARGV count, ttl. */
const PEAK_SCRIPT = `
if tonumber(redis.call('HGET', KEYS[1], 'peak') or '0') < tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'peak', ARGV[1])
  redis.call('EXPIRE', KEYS[1], ARGV[2])
end
return 1
`;

/** Ends the moment only if it is the open one: KEYS room hash; ARGV moment id. */
const END_SCRIPT = `
if redis.call('HGET', KEYS[1], 'moment') ~= ARGV[1] then return 0 end
redis.call('HDEL', KEYS[1], 'moment')
return 1
`;

/**
 * In Redis (REDIS_URL): per room, under `<prefix>:room:<church>:<channel>`, a hash (slow, moment, prompt, pinned
 * message as JSON, peak), the open moment's answers, counts and raised hands, and one expiring key per sender in
 * slow mode. Every key expires ROOM_STATE_TTL_SECONDS after the room's last change.
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
    pinned: async (key) => {
      const json = await redis.hget(base(key), 'pinned');
      return json ? (JSON.parse(json) as TChatMessage) : null;
    },
    setPinned: async (key, message) => {
      if (message) await redis.multi().hset(base(key), 'pinned', JSON.stringify(message)).expire(base(key), ttl).exec();
      else await redis.hdel(base(key), 'pinned');
    },
    notePeak: async (key, count) => {
      await redis.eval(PEAK_SCRIPT, 1, base(key), count, ttl);
    },
    peak: async (key) => Number((await redis.hget(base(key), 'peak')) ?? 0),
    moment: async (key) => {
      const [momentId, prompt] = await redis.hmget(base(key), 'moment', 'prompt');
      if (!momentId) return null;
      const raised = await redis.hgetall(`${base(key)}:moment:${momentId}:raised`);
      return { ...(await counts(key, momentId)), prompt: prompt || null, raised: raisedList(Object.entries(raised)) };
    },
    startMoment: async (key, momentId, prompt) => {
      await redis
        .multi()
        .hset(base(key), 'moment', momentId, 'prompt', prompt ?? '')
        .expire(base(key), ttl)
        .exec();
    },
    endMoment: async (key, momentId) => (await redis.eval(END_SCRIPT, 1, base(key), momentId)) === 1,
    answer: async (key, momentId, userId, answer, name) => {
      const moment = `${base(key)}:moment:${momentId}`;
      const result = (await redis.eval(
        ANSWER_SCRIPT,
        4,
        base(key),
        `${moment}:answers`,
        `${moment}:counts`,
        `${moment}:raised`,
        momentId,
        userId,
        answer,
        ttl,
        name ?? '',
      )) as [number, number, number] | null;
      return result ? { tally: { momentId, levantar: result[0], agoraNao: result[1] }, firstRaise: result[2] === 1 } : null;
    },
    close: async () => undefined,
  };
}
