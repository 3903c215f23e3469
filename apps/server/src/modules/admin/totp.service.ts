import type { TRecoveryCodes, TTotpEnrolment } from '@congrega/contract/admin/staff-session';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { reserveAttempts } from '../accounts/accounts.public.ts';
import {
  deleteTotp,
  findTotp,
  findTotpForUpdate,
  markSessionVerified,
  replaceRecoveryCodes,
  spendRecoveryCode,
  updateTotp,
  upsertPendingTotp,
} from './staff-session.repository.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, qrSvg, recoveryHash, SecretBox } from './totp.ts';

/**
 * The second factor of a staff account: enrol (a new secret, shown once), confirm with a first code (turns it on,
 * gives 10 recovery codes, marks the session verified), disable or regenerate the codes with a current code.
 * Wrong codes count on a budget per account (5 per 15 minutes, then blocked 15 minutes: 429), whatever the step.
 */
const WINDOW_SECONDS = 15 * 60;

export function createStaffLimiters(app: FastifyInstance) {
  return {
    totpByAccount: app.createLimiter({ name: 'staff-totp', points: 5, durationSeconds: WINDOW_SECONDS, blockSeconds: WINDOW_SECONDS }),
  };
}
export type StaffLimiters = ReturnType<typeof createStaffLimiters>;

/**
 * The secrets' key comes from JWT_SECRET; without it (development) from a fixed development key, so an enrolled
 * authenticator survives a restart (at-rest protection then needs JWT_SECRET, as sessions do).
 */
const DEV_KEY = 'congrega-development-totp-key';
const box = (app: FastifyInstance) => new SecretBox(app.config.jwtSecret ?? DEV_KEY);

/**
 * Checks a code of the account's active TOTP (or, with `codigoRecuperacao`, spends a recovery code). A TOTP
 * time step is accepted once (replays of a seen code fail). 401 TOTP_INVALID, 409 TOTP_NOT_ENROLLED.
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  limiters: StaffLimiters,
  contaId: number,
  proof: { codigo: string } | { codigoRecuperacao: string },
  { allowPending = false }: { allowPending?: boolean } = {},
): Promise<void> {
  const key = String(contaId);
  await reserveAttempts([[limiters.totpByAccount, key]]);
  const ok = await app.database.db.transaction(async (tx) => {
    const totp = await findTotpForUpdate(tx, contaId);
    if (!totp || (!totp.confirmadoEm && !allowPending)) throw new AppError('TOTP_NOT_ENROLLED');
    if ('codigoRecuperacao' in proof) return spendRecoveryCode(tx, contaId, recoveryHash(proof.codigoRecuperacao));
    const step = matchingStep(box(app).open(totp.segredoCifrado), proof.codigo);
    if (step === undefined || (totp.ultimoPasso !== null && step <= totp.ultimoPasso)) return false;
    await updateTotp(tx, contaId, { ultimoPasso: step });
    return true;
  });
  if (!ok) throw new AppError('TOTP_INVALID');
  await limiters.totpByAccount.refund(key);
}

export async function enrolTotp(app: FastifyInstance, contaId: number, email: string): Promise<TTotpEnrolment> {
  const current = await findTotp(app.database.db, contaId);
  if (current?.confirmadoEm) throw new AppError('TOTP_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  await upsertPendingTotp(app.database.db, contaId, box(app).seal(secret));
  const uri = otpauthUri(secret, email);
  return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
}

export async function confirmTotp(
  app: FastifyInstance,
  limiters: StaffLimiters,
  contaId: number,
  sessionId: string,
  codigo: string,
): Promise<TRecoveryCodes> {
  const current = await findTotp(app.database.db, contaId);
  if (!current) throw new AppError('TOTP_NOT_ENROLLED');
  if (current.confirmadoEm) throw new AppError('TOTP_ALREADY_ENROLLED');
  await verifySecondFactor(app, limiters, contaId, { codigo }, { allowPending: true });
  const { codes, hashes } = newRecoveryCodes();
  await app.database.db.transaction(async (tx) => {
    await updateTotp(tx, contaId, { confirmadoEm: new Date() });
    await replaceRecoveryCodes(tx, contaId, hashes);
    await markSessionVerified(tx, sessionId);
  });
  return { codigos: codes };
}

export async function disableTotp(app: FastifyInstance, limiters: StaffLimiters, contaId: number, codigo: string): Promise<void> {
  await verifySecondFactor(app, limiters, contaId, { codigo });
  await deleteTotp(app.database.db, contaId);
}

export async function regenerateRecoveryCodes(
  app: FastifyInstance,
  limiters: StaffLimiters,
  contaId: number,
  codigo: string,
): Promise<TRecoveryCodes> {
  await verifySecondFactor(app, limiters, contaId, { codigo });
  const { codes, hashes } = newRecoveryCodes();
  await app.database.db.transaction((tx) => replaceRecoveryCodes(tx, contaId, hashes));
  return { codigos: codes };
}
