import type { TLoginBody, TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { sendActivationAfterLogin } from './activation.service.ts';
import { findContaByEmail } from './conta.repository.ts';
import { reserveAttempts, type AccountLimiters } from './limiters.ts';
import { LoginDevices, loginAccountKey } from './login-device.ts';
import type { RequestContext } from './request-context.ts';
import { issueSession } from './session.service.ts';

/**
 * POST /security/login_check. Unknown e-mail and wrong password give the same 401 and cost the same
 * (an unknown account is verified against a dummy hash); the budgets (limiters.ts) are keyed by the e-mail
 * whether or not an account has it, so a 429 tells nothing either. A provider account logs in at any church,
 * even without a client account there yet: the web app then asks it to complete the church profile.
 * `device` is the presented device cookie; the answer carries the cookie to set after a success.
 */
export async function login(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  body: TLoginBody,
  device: string | undefined,
): Promise<{ pair: TTokenPair; device: string }> {
  const { account, device: nextDevice } = await checkCredentials(app, limiters, ctx.ip, body, device);
  if (!account.flagAtivo) {
    await sendActivationAfterLogin(app, limiters, ctx, account);
    throw new AppError('ACCOUNT_INACTIVE');
  }
  return { pair: await issueSession(app, ctx.church.id, account), device: nextDevice };
}

/**
 * The password check of every login (members here, staff in modules/admin): the budgets, the dummy hash for an
 * unknown e-mail, one INVALID_CREDENTIALS for both. Returns the account (active or not: the caller decides) and
 * the device cookie to set.
 */
export async function checkCredentials(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ip: string,
  body: TLoginBody,
  device: string | undefined,
) {
  const accountKey = loginAccountKey(body.username);
  const devices = new LoginDevices(app.config.jwtSecret);
  const knownDevice = devices.known(device, accountKey);
  const accountIp = `${accountKey}|${ip}`;
  const perAccount: [typeof limiters.loginByAccount, string] = knownDevice
    ? [limiters.loginByDevice, `${accountKey}|${knownDevice}`]
    : [limiters.loginByAccount, accountKey];
  await reserveAttempts([[limiters.loginByIp, ip], [limiters.loginByAccountIp, accountIp], perAccount], limiters.loginByAccount);
  const account = await findContaByEmail(app.database.db, body.username);
  const valid = await verifyPassword(account?.senhaHash ?? (await dummyPasswordHash()), body.password);
  // A failure keeps the points reserved; a success gives back its own (the failures of others stay counted).
  if (!account || !valid) throw new AppError('INVALID_CREDENTIALS');
  await Promise.all([
    limiters.loginByIp.refund(ip),
    limiters.loginByAccountIp.reset(accountIp),
    knownDevice ? perAccount[0].reset(perAccount[1]) : perAccount[0].refund(perAccount[1]),
  ]);
  return { account, device: devices.remember(device, accountKey) };
}
