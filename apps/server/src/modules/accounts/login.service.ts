import { setTimeout } from 'node:timers/promises';
import type { TLoginBody, TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { sendActivationAfterLogin } from './activation.service.ts';
import { findContaByEmail } from './conta.repository.ts';
import { assertNotBlocked, countFailure, loginSlowdownMs, type AccountLimiters } from './limiters.ts';
import type { RequestContext } from './request-context.ts';
import { issueSession } from './session.service.ts';

/**
 * POST /security/login_check. Unknown e-mail and wrong password give the same 401 and cost the same
 * (an unknown account is verified against a dummy hash). A provider account logs in at any church, even
 * without a client account there yet: the web app then asks it to complete the church profile.
 */
export async function login(app: FastifyInstance, limiters: AccountLimiters, ctx: RequestContext, body: TLoginBody): Promise<TTokenPair> {
  const email = body.username;
  const accountAtIp = `${email}|${ctx.ip}`;
  await assertNotBlocked([
    [limiters.loginFailuresByIp, ctx.ip],
    [limiters.loginFailuresByAccountIp, accountAtIp],
  ]);
  const delay = loginSlowdownMs(await limiters.loginFailuresByAccount.count(email));
  if (delay > 0) await setTimeout(delay);
  const account = await findContaByEmail(app.database.db, email);
  const valid = await verifyPassword(account?.senhaHash ?? (await dummyPasswordHash()), body.password);
  if (!account || !valid) {
    await countFailure(limiters.loginFailuresByIp, ctx.ip);
    await countFailure(limiters.loginFailuresByAccountIp, accountAtIp);
    await countFailure(limiters.loginFailuresByAccount, email);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await Promise.all([limiters.loginFailuresByAccount.reset(email), limiters.loginFailuresByAccountIp.reset(accountAtIp)]);
  if (!account.flagAtivo) {
    await sendActivationAfterLogin(app, limiters, ctx, account);
    throw new AppError('ACCOUNT_INACTIVE');
  }
  return issueSession(app, ctx.church.id, account);
}
