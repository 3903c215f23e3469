import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';

/** The people lookups the console's areas share (a member by e-mail, names of accounts). */

/** A name for the account: its first client account's (any church), or undefined. */
export async function findContaName(db: Db | Tx, contaId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ nome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})` })
    .from(usuario)
    .where(eq(usuario.contaId, contaId))
    .orderBy(usuario.id)
    .limit(1);
  return row?.nome || undefined;
}

/** The church's active member with this e-mail (its client account). */
export async function findMemberByEmail(tx: Tx, churchId: number, email: string) {
  const [row] = await tx
    .select({ id: usuario.id, contaId: usuario.contaId })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), sql`lower(${usuario.email}) = ${email.toLowerCase()}`, eq(usuario.flagAtivo, true)))
    .limit(1);
  return row;
}
