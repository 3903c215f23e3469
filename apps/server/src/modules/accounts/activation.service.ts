import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { actionLink, createActionToken } from './action-link.ts';
import { spendActionToken } from './action-token.repository.ts';
import { activateConta, findContaByEmail, findContaById } from './conta.repository.ts';
import type { AccountLimiters } from './limiters.ts';
import type { RequestContext } from './request-context.ts';
import { hashSecret } from './secret-token.ts';
import { sessionChanged } from '../../core/auth.ts';

/** E-mails an activation link (`/access/activate?token=`) valid for 24 h at the host church. */
export async function sendActivationMail(app: FastifyInstance, ctx: RequestContext, account: { id: number; email: string }): Promise<void> {
  const secret = await createActionToken(app, account.id, 'ativacao', ctx.church.id);
  await app.mailer.send({
    churchId: ctx.church.id,
    to: account.email,
    template: 'account-activation',
    locale: ctx.locale,
    params: { churchName: ctx.church.nome, link: actionLink(app, ctx, '/access/activate', secret) },
  });
}

/**
 * POST /security/solicitar-verificacao-email/?igreja=&email=. Sends the link only to an inactive
 * account (an active one needs none: the web app tells the user to log in). `igreja` must be the host.
 */
export async function requestActivation(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  query: { igreja: number; email: string },
): Promise<void> {
  if (query.igreja !== ctx.church.id) throw new AppError('NOT_FOUND');
  await limiters.mailByIp.consume(ctx.ip);
  const account = await findContaByEmail(app.database.db, query.email);
  if (!account) throw new AppError('EMAIL_NOT_FOUND');
  if (account.flagAtivo) return;
  // Past the per-address limit the answer stays "we sent you a link" but no e-mail goes out: someone entering
  // their e-mail on the access screen again and again still sees the activation dialog (the links already sent
  // work), and nobody can fill an inbox through this endpoint.
  try {
    await limiters.mailByAddress.consume(`ativacao:${account.email}`);
  } catch (err) {
    if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') return;
    throw err;
  }
  try {
    await sendActivationMail(app, ctx, account);
  } catch (err) {
    app.log.error({ err, template: 'account-activation' }, 'activation e-mail failed');
    throw new AppError('ACTIVATION_EMAIL_FAILED');
  }
}

/**
 * Login of an inactive account with the right password: the error message promises an activation
 * e-mail, so send one, within the per-address limit and without failing the response if it cannot.
 */
export async function sendActivationAfterLogin(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  account: { id: number; email: string },
): Promise<void> {
  try {
    await limiters.mailByAddress.consume(`ativacao:${account.email}`);
    await sendActivationMail(app, ctx, account);
  } catch (err) {
    if (!(err instanceof AppError)) app.log.error({ err, template: 'account-activation' }, 'activation e-mail failed');
  }
}

/** POST /security/ativar-conta: spends the link's token (host church only) and activates the account. */
export async function activateAccount(app: FastifyInstance, limiters: AccountLimiters, ctx: RequestContext, token: string): Promise<void> {
  await limiters.redeemByIp.consume(ctx.ip);
  const contaId = await spendActionToken(app.database.db, 'ativacao', hashSecret(token), ctx.church.id);
  if (!contaId || !(await findContaById(app.database.db, contaId))) throw new AppError('ACTIVATION_TOKEN_INVALID');
  await activateConta(app.database.db, contaId);
  await sessionChanged(app, contaId);
}
