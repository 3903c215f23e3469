import { STAFF_ROLES } from '@congrega/contract/auth';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
// The core floor reads the client account and role tables through their schema file, as joins may.
import { usuario, usuarioRole } from '../modules/accounts/accounts.schema.ts';

/**
 * Account lookups other modules make inside their own church transaction (prayer, notes, notifications...): who
 * the caller is at the church. Each takes the transaction the use case runs in (one per request).
 */

/**
 * The account's active client account (usuario) id at the church, if registered there. The caller of a request
 * needs no lookup: `auth.usuarioId` came with the session check (plugins/auth.ts).
 */
export async function findClientAccountId(tx: Tx, churchId: number, contaId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId), eq(usuario.flagAtivo, true)))
    .limit(1);
  return row?.id;
}

/** Every role the account holds at the church through its active client account there (a deactivated one holds none). */
export async function listRoles(tx: Tx, churchId: number, contaId: number): Promise<string[]> {
  const rows = await tx
    .select({ role: usuarioRole.role })
    .from(usuarioRole)
    .innerJoin(usuario, eq(usuario.id, usuarioRole.usuarioId))
    .where(
      and(eq(usuarioRole.igrejaId, churchId), eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId), eq(usuario.flagAtivo, true)),
    );
  return rows.map((r) => r.role);
}

/** Whether the account holds a staff role (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN) at the church. */
export async function isStaff(tx: Tx, churchId: number, contaId: number): Promise<boolean> {
  const roles = await listRoles(tx, churchId, contaId);
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}
