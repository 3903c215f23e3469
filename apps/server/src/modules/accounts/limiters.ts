import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/rate-limit.ts';

const MINUTE = 60;

/**
 * Abuse limits of the account endpoints. Failed logins count per IP and per e-mail (a success resets
 * the e-mail's counter); e-mail lookups, e-mails sent and token redemptions count per IP, and e-mails
 * sent also per address so nobody can flood a mailbox.
 */
export function createAccountLimiters(app: FastifyInstance) {
  return {
    loginFailuresByIp: app.createLimiter({ name: 'login-ip', points: 20, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE }),
    loginFailuresByAccount: app.createLimiter({ name: 'login-account', points: 5, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE }),
    emailLookupByIp: app.createLimiter({ name: 'email-lookup-ip', points: 30, durationSeconds: MINUTE }),
    mailByIp: app.createLimiter({ name: 'mail-ip', points: 10, durationSeconds: 15 * MINUTE }),
    mailByAddress: app.createLimiter({ name: 'mail-address', points: 3, durationSeconds: 15 * MINUTE }),
    redeemByIp: app.createLimiter({ name: 'token-redeem-ip', points: 30, durationSeconds: 15 * MINUTE }),
    passwordChangeFailures: app.createLimiter({ name: 'password-change', points: 5, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE }),
    registrationByIp: app.createLimiter({ name: 'registration-ip', points: 30, durationSeconds: 15 * MINUTE }),
  };
}
export type AccountLimiters = ReturnType<typeof createAccountLimiters>;

/** Counts a failure without turning this response into a 429 (the next attempt gets it). */
export async function countFailure(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

/** 429 when any of the keyed limiters is exhausted, without counting a hit. */
export async function assertNotBlocked(checks: Array<[Limiter, string]>): Promise<void> {
  const waits = await Promise.all(checks.map(([limiter, key]) => limiter.isBlocked(key)));
  const seconds = Math.max(0, ...waits);
  if (seconds > 0) throw new AppError('TOO_MANY_REQUESTS', { seconds });
}
