import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conta, refreshToken } from './accounts.schema.ts';

/** The shared provider account (global table: no church scope). */
export interface ContaRow {
  id: number;
  email: string;
  senhaHash: string;
  flagAtivo: boolean;
  versaoSessao: number;
}

const columns = {
  id: conta.id,
  email: conta.email,
  senhaHash: conta.senhaHash,
  flagAtivo: conta.flagAtivo,
  versaoSessao: conta.versaoSessao,
};

/** A live (not deleted/deactivated) account by e-mail; deleted accounts behave as unknown. */
export async function findContaByEmail(db: Db | Tx, email: string): Promise<ContaRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(conta)
    .where(and(eq(conta.email, email), isNull(conta.desativadoEm)))
    .limit(1);
  return row;
}

export async function findContaById(db: Db | Tx, id: number): Promise<ContaRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(conta)
    .where(and(eq(conta.id, id), isNull(conta.desativadoEm)))
    .limit(1);
  return row;
}

/** Whether the e-mail is taken by any account, deleted ones included (the column is unique). */
export async function emailTaken(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: conta.id }).from(conta).where(eq(conta.email, email)).limit(1);
  return row !== undefined;
}

export async function insertConta(db: Db | Tx, values: { email: string; senhaHash: string; flagAtivo: boolean }): Promise<ContaRow> {
  const [row] = await db.insert(conta).values(values).returning(columns);
  if (!row) throw new Error('conta insert returned nothing');
  return row;
}

/** A spent mailed link proves the address: the first proof's time is kept. */
const verifiedNow = sql`coalesce(${conta.emailVerificadoEm}, now())`;

/** New password; bumping versaoSessao ends every access token issued before. Returns the new version. */
export async function setPassword(db: Db | Tx, id: number, senhaHash: string, options: { activate?: boolean } = {}): Promise<number> {
  const [row] = await db
    .update(conta)
    .set({
      senhaHash,
      versaoSessao: sql`${conta.versaoSessao} + 1`,
      ...(options.activate ? { flagAtivo: true, emailVerificadoEm: verifiedNow } : {}),
    })
    .where(eq(conta.id, id))
    .returning({ versaoSessao: conta.versaoSessao });
  if (!row) throw new Error('conta not found');
  return row.versaoSessao;
}

export async function activateConta(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(conta)
    .set({ flagAtivo: true, emailVerificadoEm: verifiedNow })
    .where(and(eq(conta.id, id), isNull(conta.desativadoEm)));
}

/**
 * Revokes the account's refresh tokens at every church. An account-wide action (password change or
 * reset), so it runs on the owner connection rather than one church's row-level-security scope.
 */
export async function revokeAllRefreshTokens(db: Db | Tx, contaId: number): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revogadoEm: sql`now()` })
    .where(and(eq(refreshToken.contaId, contaId), isNull(refreshToken.revogadoEm)));
}
