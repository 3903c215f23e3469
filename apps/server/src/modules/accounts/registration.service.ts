import type { TTokenPair } from '@congrega/contract/auth';
import type { TClientAccount, ZProfileUpdateBody, ZRegistrationBody } from '@congrega/contract/user';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { findClientAccountTx, insertClientAccountTx, updateClientAccount } from './client-account.repository.ts';
import { emailTaken, findContaById, insertConta } from './conta.repository.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { reserveAttempts, type AccountLimiters } from './limiters.ts';
import { checkChurchProfileRules, cpfInUse, profileValues } from './profile-rules.ts';
import type { RequestContext } from './request-context.ts';
import { startSession } from './session.service.ts';
import { sessionChanged } from '../../core/auth.ts';
import { publicReadsChanged } from '../../core/public-reads.ts';
type RegistrationInput = z.output<typeof ZRegistrationBody>;
type ProfileUpdateInput = z.output<typeof ZProfileUpdateBody>;

function emailInUse(): AppError {
  return new AppError('EMAIL_IN_USE', {}, { fields: { email: 'error.EMAIL_IN_USE' } });
}

/** Maps a unique-index race (two registrations at once) to the same errors the checks give. */
function mapUniqueViolation(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'usuario_cpf_uq') throw cpfInUse();
  if (constraint === 'conta_email_unique') throw emailInUse();
  if (constraint === 'usuario_conta_uq') throw new AppError('EMAIL_IN_USE');
  throw err;
}

/**
 * POST /igreja/{id}/usuario/. A logged-in caller without a client account here gets one from the
 * profile. A visitor gets a new active provider account plus the client account, and a session.
 * An e-mail that already has a provider account must log in first (409 EMAIL_IN_USE).
 */
export async function register(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  callerContaId: number | undefined,
  body: RegistrationInput,
): Promise<{ usuario: TClientAccount; session?: TTokenPair }> {
  const churchId = ctx.church.id;
  if (callerContaId !== undefined) {
    const account = await findContaById(app.database.db, callerContaId);
    if (!account) throw new AppError('UNAUTHENTICATED');
    const usuario = await app.database
      .withChurch(churchId, async (tx) => {
        if (await findClientAccountTx(tx, churchId, account.id)) throw new AppError('EMAIL_IN_USE');
        const custom = await checkChurchProfileRules(tx, churchId, body, account.id);
        return insertClientAccountTx(tx, churchId, { ...profileValues(body, custom), contaId: account.id, email: account.email });
      })
      .catch(mapUniqueViolation);
    // The caller's next request must see the new client account (auth.usuarioId), on every copy.
    await sessionChanged(app, account.id);
    return { usuario };
  }

  await limiters.registrationByIp.consume(ctx.ip);
  const missing: Record<string, string> = {};
  if (!body.email) missing.email = 'validation.required';
  if (!body.senha) missing.senha = 'validation.required';
  if (!body.confirmarSenha) missing.confirmarSenha = 'validation.required';
  if (Object.keys(missing).length) throw new AppError('VALIDATION_FAILED', {}, { fields: missing });
  const email = body.email as string;
  if (await emailTaken(app.database.db, email)) throw emailInUse();
  // The hash is slow work, outside the transaction (a refusal of the church's rules below has cost it).
  const senhaHash = await hashPassword(body.senha as string);
  // Provider account, client account and session in one transaction: no orphan account if the profile insert fails.
  return app.database
    .withChurch(churchId, async (tx) => {
      const custom = await checkChurchProfileRules(tx, churchId, body);
      const created = await insertConta(tx, { email, senhaHash, flagAtivo: true });
      const usuario = await insertClientAccountTx(tx, churchId, { ...profileValues(body, custom), contaId: created.id, email });
      return { usuario, session: await startSession(app, tx, churchId, created) };
    })
    .catch(mapUniqueViolation);
}

/** PUT /usuario/: replaces the caller's profile at the host church. */
/**
 * PUT /usuario/. Claiming a CPF that another member of the church holds is refused with a neutral message and
 * counted: after a few refusals per hour the account may not try new CPFs, so the check is no lookup service.
 */
export async function updateProfile(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  contaId: number,
  body: ProfileUpdateInput,
): Promise<TClientAccount> {
  const churchId = ctx.church.id;
  const claimKey = `${churchId}:${contaId}`;
  let reserved = false;
  try {
    const updated = await app.database
      .withChurch(churchId, async (tx) => {
        const current = await findClientAccountTx(tx, churchId, contaId);
        if (!current) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND');
        // A new CPF's claim is reserved before the uniqueness check (parallel claims get no more than the budget)
        // and given back unless the CPF was someone else's.
        if (body.cpf && body.cpf !== current.cpf) {
          await reserveAttempts([[limiters.cpfClaimsByAccount, claimKey]]);
          reserved = true;
        }
        const custom = await checkChurchProfileRules(tx, churchId, body, contaId);
        const row = await updateClientAccount(tx, churchId, contaId, profileValues(body, custom));
        if (!row) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND');
        return row;
      })
      .catch(mapUniqueViolation);
    if (reserved) await limiters.cpfClaimsByAccount.refund(claimKey);
    // A group leader's name shows on the church's cached group pages (core/public-reads.ts).
    await publicReadsChanged(app, churchId, 'groups');
    return updated;
  } catch (err) {
    if (reserved && !(err instanceof AppError && err.code === 'CPF_IN_USE')) await limiters.cpfClaimsByAccount.refund(claimKey);
    throw err;
  }
}
