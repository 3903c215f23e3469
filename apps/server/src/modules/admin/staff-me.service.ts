import type { TStaffMe } from '@congrega/contract/admin/staff-session';
import type { FastifyInstance } from 'fastify';
import { churchAccess, isSuperAdmin } from './staff-access.ts';
import type { StaffAuth } from './staff-gate.ts';
import { findHeldGrants, findHeldRoles, listChurches } from './staff-grants.repository.ts';
import { findTotp } from './staff-session.repository.ts';
import { findContaName } from './admin-people.repository.ts';

/** GET /admin/me: the churches the caller administers (every church for a super admin) and what they hold at each. */
export async function staffMe(app: FastifyInstance, staff: StaffAuth): Promise<TStaffMe> {
  const db = app.database.db;
  const [stored, roles, totp, nome] = await Promise.all([
    findHeldGrants(db, staff.contaId),
    findHeldRoles(db, staff.contaId),
    findTotp(db, staff.contaId),
    findContaName(db, staff.contaId),
  ]);
  const superAdmin = isSuperAdmin(roles);
  const ids = [...new Set([...stored.map((g) => g.igrejaId), ...roles.map((r) => r.igrejaId)])];
  const churches = await listChurches(db, superAdmin ? 'all' : ids);
  return {
    contaId: staff.contaId,
    email: staff.email,
    nome: nome ?? null,
    totpAtivo: Boolean(totp?.confirmadoEm),
    sessaoVerificada: staff.sessionVerified,
    superAdmin,
    igrejas: churches.map((c) => {
      const access = churchAccess(c.id, stored, roles);
      return { ...c, grants: access.grants, roles: access.roles };
    }),
  };
}
