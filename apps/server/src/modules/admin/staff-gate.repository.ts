import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import type { StoredHeldGrant } from './staff-grants.repository.ts';

/**
 * What the staff gate (staff-gate.ts) reads on every admin request, in ONE prepared statement (unnamed behind a
 * transaction-pooling pooler, db/prepared-sql.ts) on the owner
 * connection (global tables of the shared account): the live staff session (as `findLiveStaffSession`), what the
 * account holds (as `findHeldGrants` and `findHeldRoles`: its unexpired grants and its roles through its active
 * client accounts, at every church) and its active client account at the path's church (as `findClientAccount`).
 * Read fresh each time, never cached, so a removal takes effect at once on every copy.
 */

const p = {
  contaId: sql.placeholder('contaId'),
  sessionId: sql.placeholder('sessionId'),
  churchId: sql.placeholder('churchId'),
};

const gate = preparedSql<{ contaId: number; sessionId: string; churchId: number | null }, GateRow>(
  'congrega_staff_gate',
  sql`select s.totp_verificado, c.email,
    coalesce((select json_agg(json_build_array(g.igreja_id, g.area, g.action, g.scope_kind, g.scope_id, g.expires_at))
      from staff_grant g join usuario u on u.id = g.usuario_id
      where u.conta_id = ${p.contaId}::int and u.flag_ativo and (g.expires_at is null or g.expires_at > now())), '[]') as grants,
    coalesce((select json_agg(json_build_array(r.igreja_id, r.role, u.id))
      from usuario_role r join usuario u on u.id = r.usuario_id
      where u.conta_id = ${p.contaId}::int and u.flag_ativo), '[]') as roles,
    (select u.id from usuario u
      where u.igreja_id = ${p.churchId}::int and u.conta_id = ${p.contaId}::int and u.flag_ativo limit 1) as usuario_id
  from staff_sessao s join conta c on c.id = s.conta_id
  where s.id = ${p.sessionId}::uuid and s.conta_id = ${p.contaId}::int and s.revogado_em is null and s.expira_em > now()
    and c.versao_sessao = s.versao_sessao and c.flag_ativo and c.desativado_em is null
  limit 1`,
);

interface GateRow {
  totp_verificado: boolean;
  email: string;
  /** [igreja_id, area, action, scope_kind, scope_id, expires_at] (json: PGlite may already parse it). */
  grants: string | [number, string, string, string | null, number | null, string | null][];
  /** [igreja_id, role, usuario id] */
  roles: string | [number, string, number][];
  usuario_id: number | null;
}

export interface StaffGateState {
  session: { email: string; totpVerificado: boolean };
  grants: StoredHeldGrant[];
  roles: Array<{ igrejaId: number; role: string; usuarioId: number }>;
  /** The account's active client account at `churchId` (null: none, or no church asked). */
  usuarioId: number | null;
}

const json = <T>(value: string | T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** undefined: no live staff session for these claims. `sessionId` must be a UUID (the token check ensures it). */
export async function findStaffGateState(
  database: Pick<Database, 'db' | 'namedStatements'>,
  claims: { contaId: number; sessionId: string },
  churchId: number | null,
): Promise<StaffGateState | undefined> {
  const [row] = await gate.run(database.db, { ...claims, churchId }, database.namedStatements);
  if (!row) return undefined;
  return {
    session: { email: row.email, totpVerificado: row.totp_verificado },
    grants: json(row.grants).map(([igrejaId, area, action, scopeKind, scopeId, expiresAt]) => ({
      igrejaId,
      area,
      action,
      scopeKind,
      scopeId,
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
    })),
    roles: json(row.roles).map(([igrejaId, role, usuarioId]) => ({ igrejaId, role, usuarioId })),
    usuarioId: row.usuario_id,
  };
}
