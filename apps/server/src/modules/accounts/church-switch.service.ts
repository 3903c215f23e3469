import type { TExchangePreview, TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { churchPublicUrl } from '../../core/public-url.ts';
import { createActionToken } from './action-link.ts';
import { peekActionToken, spendActionToken } from './action-token.repository.ts';
import { findSisterChurch } from '../church/church.public.ts';
import { cpfTaken, findClientAccountTx, insertClientAccountTx } from './client-account.repository.ts';
import { findContaById } from './conta.repository.ts';
import type { AccountLimiters } from './limiters.ts';
import type { RequestContext } from './request-context.ts';
import { hashSecret } from './secret-token.ts';
import { issueSession } from './session.service.ts';
import { sessionChanged } from '../../core/auth.ts';

/**
 * POST /usuario/troca-igreja: moves the caller to another church of the host's organization. Creates
 * the client account there from the current profile when missing (congregation and custom fields are
 * per church, so not copied; a CPF already used there is left out), then hands back the target's URL
 * with a one-time, 2-minute code that the target host exchanges for a session.
 */
export async function switchChurch(
  app: FastifyInstance,
  ctx: RequestContext,
  contaId: number,
  targetId: number,
): Promise<{ url: string; codigo: string }> {
  const host = ctx.church;
  const target = await findSisterChurch(app.database.db, host, targetId);
  if (!target) throw new AppError('NOT_FOUND');

  // Two churches, so two transactions: the profile is read at the host, the copy written at the target.
  const source = await app.database.withChurch(host.id, (tx) => findClientAccountTx(tx, host.id, contaId));
  const created =
    source &&
    (await app.database.withChurch(target.id, async (tx) => {
      if (await findClientAccountTx(tx, target.id, contaId)) return false;
      const cpf = source.cpf && !(await cpfTaken(tx, target.id, source.cpf)) ? source.cpf : null;
      const { id: _id, idIgreja: _church, imagem: _image, ...profile } = source;
      await insertClientAccountTx(tx, target.id, { ...profile, cpf, congregacaoId: null, camposPersonalizados: {}, contaId });
      return true;
    }));
  if (created) await sessionChanged(app, contaId);

  const codigo = await createActionToken(app, contaId, 'troca_igreja', target.id);
  return { url: `${churchPublicUrl(app.config.publicUrl, target.slug)}/?token=${encodeURIComponent(codigo)}`, codigo };
}

/** POST /security/token/troca/previa: the account a live code belongs to (the code stays unspent). */
export async function previewCode(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  codigo: string,
): Promise<TExchangePreview> {
  await limiters.previewByIp.consume(ctx.ip);
  const contaId = await peekActionToken(app.database.db, 'troca_igreja', hashSecret(codigo), ctx.church.id);
  const account = contaId ? await findContaById(app.database.db, contaId) : undefined;
  if (!account || !account.flagAtivo) throw new AppError('EXCHANGE_CODE_INVALID');
  return { email: account.email };
}

/** POST /security/token/troca: the target host redeems the code once, within 2 minutes. */
export async function exchangeCode(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  codigo: string,
): Promise<TTokenPair> {
  await limiters.redeemByIp.consume(ctx.ip);
  const contaId = await spendActionToken(app.database.db, 'troca_igreja', hashSecret(codigo), ctx.church.id);
  const account = contaId ? await findContaById(app.database.db, contaId) : undefined;
  if (!account || !account.flagAtivo) throw new AppError('EXCHANGE_CODE_INVALID');
  return issueSession(app, ctx.church.id, account);
}
