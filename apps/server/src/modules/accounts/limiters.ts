import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/rate-limit.ts';

const MINUTE = 60;

/**
 * Abuse limits of the account endpoints. Login attempts are reserved before the password is checked (an atomic
 * count, so 50 requests at once get no more than the budget), a failure keeps its point and a success gives it
 * back (limiters.ts `reserveAttempts`): per IP, per (account, IP), and per account from unknown devices, which
 * blocks guessing spread over many addresses; the owner's known device (login-device.ts) is counted per device
 * instead, so nobody who merely knows a member's e-mail can lock the member out. E-mail lookups, e-mails sent and
 * token redemptions count per IP, and e-mails sent also per address so nobody can flood a mailbox.
 */
export function createAccountLimiters(app: FastifyInstance) {
  const login = (name: string, points: number) =>
    app.createLimiter({ name, points, durationSeconds: LOGIN_WINDOW_SECONDS, blockSeconds: LOGIN_WINDOW_SECONDS });
  return {
    loginByIp: login('login-ip', 20),
    loginByAccountIp: login('login-account-ip', 5),
    /** Attempts on one account from devices it never logged in on, from anywhere. */
    loginByAccount: login('login-account', LOGIN_ACCOUNT_ATTEMPTS),
    /** Attempts on one account from one of its known devices. */
    loginByDevice: login('login-device', LOGIN_ACCOUNT_ATTEMPTS),
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

const shared = new WeakMap<object, AccountLimiters>();
/**
 * The app's one set of account limiters (member and staff logins count on the same budgets): made once per app,
 * keyed by its config object, which every encapsulated child shares.
 */
export function accountLimiters(app: FastifyInstance): AccountLimiters {
  let limiters = shared.get(app.config);
  if (!limiters) {
    limiters = createAccountLimiters(app);
    shared.set(app.config, limiters);
  }
  return limiters;
}

/** The login budgets' window (and block once exhausted), and the attempts per account in it from unknown devices. */
export const LOGIN_WINDOW_SECONDS = 15 * MINUTE;
export const LOGIN_ACCOUNT_ATTEMPTS = 10;

/**
 * Counts one attempt on every limiter at once (atomic per limiter, so parallel requests cannot all pass a check
 * made before counting). When any refuses, the points taken by the others are given back and the answer is 429:
 * LOGIN_LOCKED when `lockedBy` refused (the account's budget: the message says how to get in anyway), else
 * TOO_MANY_REQUESTS.
 */
export async function reserveAttempts(checks: Array<[Limiter, string]>, lockedBy?: Limiter): Promise<void> {
  const results = await Promise.allSettled(checks.map(([limiter, key]) => limiter.consume(key)));
  const refused = results.flatMap((r, i) => (r.status === 'rejected' ? [{ reason: r.reason as unknown, limiter: checks[i]![0] }] : []));
  if (!refused.length) return;
  await Promise.all(results.map((r, i) => (r.status === 'fulfilled' ? checks[i]![0].refund(checks[i]![1]) : undefined)));
  const unexpected = refused.find((r) => !(r.reason instanceof AppError));
  if (unexpected) throw unexpected.reason;
  const seconds = Math.max(...refused.map((r) => Number((r.reason as AppError).params.seconds) || 1));
  if (lockedBy && refused.some((r) => r.limiter === lockedBy)) {
    throw new AppError('LOGIN_LOCKED', { seconds, minutes: Math.ceil(seconds / MINUTE) });
  }
  throw new AppError('TOO_MANY_REQUESTS', { seconds });
}
