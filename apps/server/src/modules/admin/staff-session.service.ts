import type { TStaffLoginResult, TStaffTokens, TStaffTotpBody } from '@congrega/contract/admin/staff-session';
import type { TLoginBody } from '@congrega/contract/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { purposeKey, readLink, signLink } from '../../lib/signed-link.ts';
import { findContaById, generateSecret, hashSecret, checkCredentials, type AccountLimiters } from '../accounts/accounts.public.ts';
import { findHeldGrants, findHeldRoles } from './staff-grants.repository.ts';
import { findSessionByToken, findTotp, insertStaffSession, revokeStaffSession, rotateSessionToken } from './staff-session.repository.ts';
import { STAFF_SESSION_HOURS } from './staff-tokens.ts';
import { verifySecondFactor, type StaffLimiters } from './totp.service.ts';

/**
 * Staff login (issue 30): the member login's password check and budgets (accounts/login.service.ts
 * checkCredentials), then, with TOTP enrolled, a second step within 5 minutes. A staff session lasts 8 hours at
 * most; its access tokens 15 minutes. An account that administers nothing gets INVALID_CREDENTIALS, as a wrong
 * password does (the console reveals no more than the member login).
 */
const CHALLENGE_MINUTES = 5;
const CHALLENGE_AUDIENCE = 'staff-totp';
type Account = { id: number; versaoSessao: number; email: string };

function challengeKey(app: FastifyInstance) {
  return purposeKey(app.staffSecret, 'staff-totp-challenge');
}

async function administersSomething(app: FastifyInstance, contaId: number): Promise<boolean> {
  const [grants, roles] = await Promise.all([findHeldGrants(app.database.db, contaId), findHeldRoles(app.database.db, contaId)]);
  return grants.length > 0 || roles.length > 0;
}

async function startSession(app: FastifyInstance, account: Account, totpVerificado: boolean): Promise<TStaffTokens> {
  const refreshToken = generateSecret();
  const expiraEm = new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000);
  const sessionId = await insertStaffSession(app.database.db, {
    contaId: account.id,
    versaoSessao: account.versaoSessao,
    tokenHash: hashSecret(refreshToken),
    totpVerificado,
    expiraEm,
  });
  return { token: await app.staffTokens.sign({ contaId: account.id, sessionId }), refreshToken };
}

export async function staffLogin(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ip: string,
  body: TLoginBody,
  device: string | undefined,
): Promise<{ result: TStaffLoginResult; device: string }> {
  const { account, device: nextDevice } = await checkCredentials(app, limiters, ip, body, device);
  if (!account.flagAtivo || !(await administersSomething(app, account.id))) throw new AppError('INVALID_CREDENTIALS');
  const totp = await findTotp(app.database.db, account.id);
  if (totp?.confirmadoEm) {
    const expires = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
    const desafio = await signLink(challengeKey(app), CHALLENGE_AUDIENCE, { sub: String(account.id), sv: account.versaoSessao }, expires);
    return { result: { status: 'totp', desafio }, device: nextDevice };
  }
  return { result: { status: 'ok', ...(await startSession(app, account, false)) }, device: nextDevice };
}

/** Step 2: the challenge (signed, 5 minutes) and a TOTP code (each time step accepted once) or a recovery code. */
export async function staffLoginTotp(app: FastifyInstance, limiters: StaffLimiters, body: TStaffTotpBody): Promise<TStaffTokens> {
  const claims = await readLink(challengeKey(app), CHALLENGE_AUDIENCE, body.desafio);
  const contaId = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(contaId)) throw new AppError('TOTP_CHALLENGE_INVALID');
  await verifySecondFactor(
    app,
    limiters,
    contaId,
    'codigo' in body ? { codigo: body.codigo } : { codigoRecuperacao: body.codigoRecuperacao },
  );
  const account = await findContaById(app.database.db, contaId);
  if (!account || !account.flagAtivo || account.versaoSessao !== Number(claims.sv)) throw new AppError('TOTP_CHALLENGE_INVALID');
  return startSession(app, account, true);
}

/**
 * Rotates the refresh token. The previous token presented again (a replay, or a second tab) ends the session; a
 * session past its 8 hours, revoked, or of an account that administers nothing any more is refused.
 */
export async function staffRefresh(app: FastifyInstance, presented: string | undefined): Promise<TStaffTokens> {
  if (!presented) throw new AppError('REFRESH_TOKEN_INVALID');
  const presentedHash = hashSecret(presented);
  const session = await findSessionByToken(app.database.db, presentedHash);
  if (!session) throw new AppError('REFRESH_TOKEN_INVALID');
  if (!session.current || !session.live || !(await administersSomething(app, session.contaId))) {
    await revokeStaffSession(app.database.db, session.id);
    throw new AppError('REFRESH_TOKEN_INVALID');
  }
  const next = generateSecret();
  if (!(await rotateSessionToken(app.database.db, session.id, presentedHash, hashSecret(next)))) {
    throw new AppError('REFRESH_TOKEN_INVALID');
  }
  return { token: await app.staffTokens.sign({ contaId: session.contaId, sessionId: session.id }), refreshToken: next };
}

export async function staffLogout(app: FastifyInstance, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const session = await findSessionByToken(app.database.db, hashSecret(presented));
  if (session) await revokeStaffSession(app.database.db, session.id);
}
