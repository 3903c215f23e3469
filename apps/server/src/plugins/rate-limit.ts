import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error.ts';

export interface LimiterSpec {
  /** Unique name; also the Redis key prefix. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once exhausted, block for this long (defaults to the window). */
  blockSeconds?: number;
}

export interface Limiter {
  /** Counts one hit for `key`; throws 429 TOO_MANY_REQUESTS when over the limit. */
  consume(key: string, points?: number): Promise<void>;
  /** Whether `key` is currently over the limit, without counting a hit. */
  isBlocked(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Gives back points counted for `key` (an attempt reserved up front that turned out fine). */
  refund(key: string, points?: number): Promise<void>;
  /** Hits counted for `key` in the current window. */
  count(key: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Creates a named limiter: in memory, or shared through Redis when REDIS_URL is set. */
    createLimiter(spec: LimiterSpec): Limiter;
  }
}

/**
 * Rate limits for abuse-prone endpoints (login, e-mail lookups, password reset). With REDIS_URL every
 * server copy shares the counters; without it the counters are per process (fine for one instance).
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { enableOfflineQueue: false, lazyConnect: true }) : undefined;
  if (redis) {
    // Without a listener ioredis prints every failed reconnect; log the first failure of each outage once.
    // While Redis is down the limiters fall back to their in-memory insurance counters.
    let down = false;
    redis.on('error', (err) => {
      if (!down) app.log.warn({ err }, 'redis unavailable; rate limits count in memory until it is back');
      down = true;
    });
    redis.on('ready', () => {
      down = false;
    });
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  app.decorate('createLimiter', (spec: LimiterSpec): Limiter => {
    const options = {
      keyPrefix: `${app.config.rateLimitKeyPrefix}:${spec.name}`,
      points: spec.points,
      duration: spec.durationSeconds,
      blockDuration: spec.blockSeconds ?? 0,
    };
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    return {
      async consume(key, points = 1) {
        try {
          await limiter.consume(key, points);
        } catch (res) {
          if (res instanceof RateLimiterRes) {
            throw new AppError('TOO_MANY_REQUESTS', { seconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
          }
          throw res;
        }
      },
      async isBlocked(key) {
        const res = await limiter.get(key);
        if (res && res.consumedPoints >= spec.points) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        return 0;
      },
      async reset(key) {
        await limiter.delete(key);
      },
      async refund(key, points = 1) {
        await limiter.reward(key, points);
      },
      async count(key) {
        return (await limiter.get(key))?.consumedPoints ?? 0;
      },
    };
  });
});
