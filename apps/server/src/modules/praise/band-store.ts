import type { Redis } from 'ioredis';

/**
 * Where a band session's current state lives, so that any server copy can answer a late joiner, including a copy
 * that did not see the session start: Redis with a TTL when REDIS_URL is set (one key per session), else this
 * process's memory (expired entries are dropped when read and swept when another is written).
 */
export interface StoredBand {
  code: string;
  songId: number;
  /** `u:<client account id>` of the leader. */
  leaderId: string;
  leaderName: string;
  steps: number;
  line: number;
  seq: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface BandStore {
  get(church: number, code: string): Promise<StoredBand | undefined>;
  /** Writes a new session; false when the code is taken (the caller draws another). */
  create(church: number, state: StoredBand): Promise<boolean>;
  /** Replaces the state; its TTL runs to `state.expiresAt`. */
  put(church: number, state: StoredBand): Promise<void>;
  /** Deletes the session; true when it existed. */
  delete(church: number, code: string): Promise<boolean>;
  close(): Promise<void>;
}

const ttlOf = (state: StoredBand, now: number) => Math.max(1, state.expiresAt - now);

export function memoryBandStore(now: () => number = Date.now): BandStore {
  const entries = new Map<string, StoredBand>();
  const keyOf = (church: number, code: string) => `${church}:${code}`;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  const sweep = () => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
  };
  return {
    async get(church, code) {
      const entry = live(keyOf(church, code));
      return entry ? { ...entry } : undefined;
    },
    async create(church, state) {
      sweep();
      if (live(keyOf(church, state.code))) return false;
      entries.set(keyOf(church, state.code), { ...state });
      return true;
    },
    async put(church, state) {
      entries.set(keyOf(church, state.code), { ...state });
    },
    async delete(church, code) {
      return entries.delete(keyOf(church, code));
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * On the app's shared Redis command connection (core/realtime-bus.ts redisRealtime: its owner closes it and warns once when
 * Redis is down; a failed command answers the caller's error frame). `prefix` names this deployment's (or test's)
 * keys: `<prefix>:<church>:<code>`.
 */
export function redisBandStore(redis: Redis, prefix: string, now: () => number = Date.now): BandStore {
  const keyOf = (church: number, code: string) => `${prefix}:${church}:${code}`;
  return {
    async get(church, code) {
      const raw = await redis.get(keyOf(church, code));
      return raw ? (JSON.parse(raw) as StoredBand) : undefined;
    },
    async create(church, state) {
      const done = await redis.set(keyOf(church, state.code), JSON.stringify(state), 'PX', ttlOf(state, now()), 'NX');
      return done === 'OK';
    },
    async put(church, state) {
      await redis.set(keyOf(church, state.code), JSON.stringify(state), 'PX', ttlOf(state, now()));
    },
    async delete(church, code) {
      return (await redis.del(keyOf(church, code))) > 0;
    },
    async close() {
      // The connection is the app's (redisRealtime), closed by its owner.
    },
  };
}
