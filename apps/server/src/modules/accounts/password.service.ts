import type { TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { actionLink, createActionToken } from './action-link.ts';
import { peekActionToken, spendActionToken, spendAllActionTokens } from './action-token.repository.ts';
import { findContaByEmail, findContaById, revokeAllRefreshTokens, setPassword } from './conta.repository.ts';
import { reserveAttempts, type AccountLimiters } from './limiters.ts';
import { LoginDevices, loginAccountKey } from './login-device.ts';
import type { RequestContext } from './request-context.ts';
import { hashSecret } from './secret-token.ts';
import { issueSession } from './session.service.ts';
import { sessionChanged } from '../../core/auth.ts';

/**
 * POST /security/recuperar-senha. The spec answers an unknown e-mail with 'E-mail não encontrado.', so
 * lookups are rate limited per IP and per address. The link is single-use, expires in 1 hour and only
 * works on this church's host.
 */
export async function recoverPassword(app: FastifyInstance, limiters: AccountLimiters, ctx: RequestContext, email: string): Promise<void> {
  await limiters.mailByIp.consume(ctx.ip);
  await limiters.mailByAddress.consume(`recuperar_senha:${email}`);
  const account = await findContaByEmail(app.database.db, email);
  if (!account) throw new AppError('EMAIL_NOT_FOUND');
  const secret = await createActionToken(app, account.id, 'recuperar_senha', ctx.church.id);
  try {
    await app.mailer.send({
      churchId: ctx.church.id,
      to: account.email,
      template: 'password-reset',
      locale: ctx.locale,
      params: { churchName: ctx.church.nome, link: actionLink(app, ctx, '/access/reset-password', secret) },
    });
  } catch (err) {
    app.log.error({ err, template: 'password-reset' }, 'password reset e-mail failed');
    throw new AppError('EMAIL_SEND_FAILED', {}, { status: 502 });
  }
}

/**
 * POST /security/redefinir-senha. Sets the new password, ends every session (session version bump +
 * refresh tokens revoked) and, since the link proves control of the mailbox, activates the account and makes
 * this device a known one for its login (the answer is the device cookie to set, login-device.ts): an owner
 * locked out by strangers' guessing gets in from here.
 */
export async function resetPassword(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  body: { token: string; senha: string },
  device: string | undefined,
): Promise<{ device: string }> {
  await limiters.redeemByIp.consume(ctx.ip);
  const tokenHash = hashSecret(body.token);
  const db = app.database.db;
  // Check first so an invalid token costs no password hashing; spend it atomically with the update.
  if (!(await peekActionToken(db, 'recuperar_senha', tokenHash, ctx.church.id))) throw new AppError('RESET_TOKEN_INVALID');
  const senhaHash = await hashPassword(body.senha);
  const account = await db.transaction(async (tx) => {
    const id = await spendActionToken(tx, 'recuperar_senha', tokenHash, ctx.church.id);
    const found = id ? await findContaById(tx, id) : undefined;
    if (!found) return undefined;
    await setPassword(tx, found.id, senhaHash, { activate: true });
    await revokeAllRefreshTokens(tx, found.id);
    await spendAllActionTokens(tx, found.id, 'recuperar_senha');
    return found;
  });
  if (account === undefined) throw new AppError('RESET_TOKEN_INVALID');
  await sessionChanged(app, account.id);
  return { device: new LoginDevices(app.config.jwtSecret).remember(device, loginAccountKey(account.email)) };
}

/**
 * POST /user/alterar-senha. Ends the account's other sessions and returns a fresh pair so the caller
 * stays logged in. Wrong current passwords are counted per account against guessing with a stolen token.
 */
export async function changePassword(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  contaId: number,
  body: { senhaAtual: string; novaSenha: string },
): Promise<TTokenPair> {
  const key = String(contaId);
  // Reserved before the check, so parallel guesses get no more than the budget; a wrong one keeps its point.
  await reserveAttempts([[limiters.passwordChangeFailures, key]]);
  const account = await findContaById(app.database.db, contaId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(account.senhaHash, body.senhaAtual))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', {}, { fields: { senhaAtual: 'error.WRONG_CURRENT_PASSWORD' } });
  }
  await limiters.passwordChangeFailures.reset(key);
  const senhaHash = await hashPassword(body.novaSenha);
  const versaoSessao = await app.database.db.transaction(async (tx) => {
    const version = await setPassword(tx, contaId, senhaHash);
    await revokeAllRefreshTokens(tx, contaId);
    return version;
  });
  await sessionChanged(app, contaId);
  return issueSession(app, ctx.church.id, { id: contaId, versaoSessao });
}
