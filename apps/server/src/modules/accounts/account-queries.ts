import type { Db, Tx } from '../../db/client.ts';
import { verifyPassword } from '../../lib/password.ts';
import { findClientAccountTx } from './client-account.repository.ts';
import { findContaById } from './conta.repository.ts';

/** Account use cases other modules run inside their own work (through accounts.public.ts). */

/** A member's display name at the church (first name and surname), '' when the account has no client account there. */
export async function memberDisplayName(tx: Tx, churchId: number, contaId: number): Promise<string> {
  const profile = await findClientAccountTx(tx, churchId, contaId);
  return profile ? `${profile.nome} ${profile.sobrenome ?? ''}`.trim() : '';
}

/**
 * Checks the password again before an irreversible step (account deletion): the live account's e-mail when `senha`
 * is its password, 'wrong' when it is not, undefined when the account is gone. Runs on the owner connection (the
 * account is global).
 */
export async function checkAccountPassword(db: Db, contaId: number, senha: string): Promise<{ email: string } | 'wrong' | undefined> {
  const account = await findContaById(db, contaId);
  if (!account) return undefined;
  return (await verifyPassword(account.senhaHash, senha)) ? { email: account.email } : 'wrong';
}
