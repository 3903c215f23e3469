import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conta, refreshToken, tokenAcao, usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';

/**
 * SQL of the account-wide part of a deletion. The deletion is one transaction on the owner connection: first the
 * shared account (global tables), then, church by church, the transaction is switched to that church's restricted
 * scope (the role and app.church_id that withChurch sets) and every module's eraser runs under row-level security.
 */

export interface ClientAccountRef {
  usuarioId: number;
  churchId: number;
  churchName: string;
}

/** The account's client accounts at every church (owner connection: not one church's scope). */
export async function listClientAccountsOfConta(db: Db | Tx, contaId: number): Promise<ClientAccountRef[]> {
  return db
    .select({ usuarioId: usuario.id, churchId: usuario.igrejaId, churchName: igreja.nome })
    .from(usuario)
    .innerJoin(igreja, eq(igreja.id, usuario.igrejaId))
    .where(eq(usuario.contaId, contaId))
    .orderBy(usuario.igrejaId);
}

/** Restricts the rest of the transaction to one church, exactly as withChurch does (db/client.ts). */
export async function scopeToChurch(tx: Tx, churchId: number): Promise<void> {
  if (!Number.isSafeInteger(churchId) || churchId <= 0) throw new Error(`invalid church id ${churchId}`);
  await tx.execute(sql`select set_config('app.church_id', ${String(churchId)}, true), set_config('role', 'congrega_app', true)`);
}

/** An address that cannot receive mail (RFC 2606 .invalid) and names nobody. */
export function pseudonymEmail(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('hex')}@excluida.invalid`;
}

/**
 * The shared account becomes a pseudonymous tombstone: e-mail replaced (the address may register again), a
 * password hash nothing verifies against, deactivated, session version bumped (every access token refused on
 * its next request); its refresh tokens at every church and its one-time links are deleted. False when the
 * account was already deleted (a concurrent request).
 */
export async function tombstoneConta(tx: Tx, contaId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(conta)
    .set({
      email: pseudonymEmail('conta'),
      senhaHash: '!excluida',
      flagAtivo: false,
      desativadoEm: now,
      versaoSessao: sql`${conta.versaoSessao} + 1`,
    })
    .where(and(eq(conta.id, contaId), sql`${conta.desativadoEm} is null`))
    .returning({ id: conta.id });
  if (!row) return false;
  await tx.delete(refreshToken).where(eq(refreshToken.contaId, contaId));
  await tx.delete(tokenAcao).where(eq(tokenAcao.contaId, contaId));
  return true;
}

export async function findContaForExport(db: Db | Tx, contaId: number) {
  const [row] = await db.select({ id: conta.id, email: conta.email, criadoEm: conta.criadoEm }).from(conta).where(eq(conta.id, contaId));
  return row;
}
