import { STAFF_ROLES } from '@congrega/contract/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usuario, usuarioRole } from './accounts.schema.ts';

/**
 * Account helpers other modules import (prayer, notifications...): who the caller is at a church.
 * Both take the church first and run inside its row-level-security scope.
 */

/** Whether the account holds a staff role (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN) at the church. */
export async function isStaff(app: FastifyInstance, churchId: number, contaId: number): Promise<boolean> {
  const roles = await listRoles(app, churchId, contaId);
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** The account's client account (usuario) id at the church, if registered there. */
export async function findClientAccountId(app: FastifyInstance, churchId: number, contaId: number): Promise<number | undefined> {
  return app.database.withChurch(churchId, async (tx) => {
    const [row] = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId), eq(usuario.flagAtivo, true)))
      .limit(1);
    return row?.id;
  });
}

/** Every role the account holds at the church. */
export async function listRoles(app: FastifyInstance, churchId: number, contaId: number): Promise<string[]> {
  return app.database.withChurch(churchId, async (tx) => {
    const rows = await tx
      .select({ role: usuarioRole.role })
      .from(usuarioRole)
      .innerJoin(usuario, eq(usuario.id, usuarioRole.usuarioId))
      .where(and(eq(usuarioRole.igrejaId, churchId), eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId)));
    return rows.map((r) => r.role);
  });
}
