import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { staffGrant } from './admin.schema.ts';

/** SQL of grant management (a church's stored grants, with the people they name). */
const granter = alias(usuario, 'granter');
const fullName = (u: typeof usuario) => sql<string>`trim(${u.nome} || ' ' || ${u.sobrenome})`;

const grantColumns = {
  id: staffGrant.id,
  area: staffGrant.area,
  action: staffGrant.action,
  scopeKind: staffGrant.scopeKind,
  scopeId: staffGrant.scopeId,
  preset: staffGrant.preset,
  expiresAt: staffGrant.expiresAt,
  createdAt: staffGrant.createdAt,
  usuarioId: staffGrant.usuarioId,
  nome: fullName(usuario),
  email: usuario.email,
  grantedBy: staffGrant.grantedBy,
  grantedByNome: sql<
    string | null
  >`case when ${granter.id} is null then null else trim(${granter.nome} || ' ' || ${granter.sobrenome}) end`,
};
export type GrantRow = Awaited<ReturnType<typeof listGrants>>[number];

export function listGrants(tx: Tx, churchId: number, filter: { usuarioId?: number; area?: string; id?: number } = {}) {
  return tx
    .select(grantColumns)
    .from(staffGrant)
    .innerJoin(usuario, eq(usuario.id, staffGrant.usuarioId))
    .leftJoin(granter, eq(granter.id, staffGrant.grantedBy))
    .where(
      and(
        eq(staffGrant.igrejaId, churchId),
        filter.usuarioId === undefined ? undefined : eq(staffGrant.usuarioId, filter.usuarioId),
        filter.area === undefined ? undefined : eq(staffGrant.area, filter.area),
        filter.id === undefined ? undefined : eq(staffGrant.id, filter.id),
      ),
    )
    .orderBy(asc(usuario.nome), asc(staffGrant.area), asc(staffGrant.id));
}

export function listRoleHolders(tx: Tx, churchId: number) {
  return tx
    .select({ usuarioId: usuario.id, nome: fullName(usuario), email: usuario.email, role: usuarioRole.role })
    .from(usuarioRole)
    .innerJoin(usuario, eq(usuario.id, usuarioRole.usuarioId))
    .where(and(eq(usuarioRole.igrejaId, churchId), eq(usuario.flagAtivo, true)))
    .orderBy(asc(usuario.nome));
}

export type GrantInsert = {
  usuarioId: number;
  area: string;
  action: string;
  scopeKind: string | null;
  scopeId: number | null;
  preset: string | null;
  expiresAt: Date | null;
  grantedBy: number | null;
};

export async function insertGrants(tx: Tx, churchId: number, rows: GrantInsert[]): Promise<number[]> {
  const created = await tx
    .insert(staffGrant)
    .values(rows.map((r) => ({ ...r, igrejaId: churchId })))
    .returning({ id: staffGrant.id });
  return created.map((r) => r.id);
}

/** Locks a grant for a change (undefined: not the church's). */
export async function findGrantForUpdate(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select()
    .from(staffGrant)
    .where(and(eq(staffGrant.igrejaId, churchId), eq(staffGrant.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateGrant(tx: Tx, churchId: number, id: number, set: { action?: string; expiresAt?: Date | null }) {
  await tx
    .update(staffGrant)
    .set(set)
    .where(and(eq(staffGrant.igrejaId, churchId), eq(staffGrant.id, id)));
}

export async function deleteGrant(tx: Tx, churchId: number, id: number) {
  await tx.delete(staffGrant).where(and(eq(staffGrant.igrejaId, churchId), eq(staffGrant.id, id)));
}
