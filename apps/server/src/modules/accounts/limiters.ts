import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/rate-limit.ts';

const MINUTE = 60;

/**
 * Abuse limits of the account endpoints. Failed logins block per IP and per (e-mail, IP); per e-mail they only
 * slow down (see loginSlowdownMs), so nobody who merely knows a member's e-mail can lock the member out.
 * A success resets the e-mail's counters. E-mail lookups, e-mails sent and token redemptions count per IP, and e-mails
 * sent also per address so nobody can flood a mailbox.
 */
export function createAccountLimiters(app: FastifyInstance) {
  return {
    loginFailuresByIp: app.createLimiter({ name: 'login-ip', points: 20, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE }),
    loginFailuresByAccountIp: app.createLimiter({
      name: 'login-account-ip',
      points: 5,
      durationSeconds: 15 * MINUTE,
      blockSeconds: 15 * MINUTE,
    }),
    /** Never blocks (the window is counted, not enforced): its count drives the per-account slow-down. */
    loginFailuresByAccount: app.createLimiter({ name: 'login-account', points: 1_000_000, durationSeconds: 15 * MINUTE }),
    /** Failed CPF claims on a profile: a few per hour, so the uniqueness check is no lookup service. */
    cpfClaimsByAccount: app.createLimiter({ name: 'cpf-claims', points: 5, durationSeconds: 60 * MINUTE, blockSeconds: 60 * MINUTE }),
    emailLookupByIp: app.createLimiter({ name: 'email-lookup-ip', points: 30, durationSeconds: MINUTE }),
    mailByIp: app.createLimiter({ name: 'mail-ip', points: 10, durationSeconds: 15 * MINUTE }),
    mailByAddress: app.createLimiter({ name: 'mail-address', points: 3, durationSeconds: 15 * MINUTE }),
    redeemByIp: app.createLimiter({ name: 'token-redeem-ip', points: 30, durationSeconds: 15 * MINUTE }),
    /** Previews of church-switch codes (asked before redeeming one): unguessable codes, a looser budget. */
    previewByIp: app.createLimiter({ name: 'token-preview-ip', points: 60, durationSeconds: 15 * MINUTE }),
    passwordChangeFailures: app.createLimiter({
      name: 'password-change',
      points: 5,
      durationSeconds: 15 * MINUTE,
      blockSeconds: 15 * MINUTE,
    }),
    registrationByIp: app.createLimiter({ name: 'registration-ip', points: 30, durationSeconds: 15 * MINUTE }),
  };
}
export type AccountLimiters = ReturnType<typeof createAccountLimiters>;

/** Failures of one e-mail below which logins are not slowed down, and the longest delay added. */
export const LOGIN_SLOWDOWN_AFTER = 5;
export const LOGIN_SLOWDOWN_MAX_MS = 3000;

/**
 * Delay before answering a login for an e-mail with `failures` recent failures (from anywhere): none up to
 * LOGIN_SLOWDOWN_AFTER, then 250 ms more per failure up to LOGIN_SLOWDOWN_MAX_MS. Guessing gets slow; the owner
 * still gets in.
 */
export function loginSlowdownMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN_AFTER) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, (failures - LOGIN_SLOWDOWN_AFTER + 1) * 250);
}

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
