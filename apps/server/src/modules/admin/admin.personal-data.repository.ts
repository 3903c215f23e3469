import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { staffGrant, staffSessao } from './admin.schema.ts';
import { auditRowsOfActor } from './audit.repository.ts';
import { deleteTotp } from './staff-session.repository.ts';

/**
 * The staff console's rows about a person: grants held at the church, staff sessions and the second factor
 * (global, by account), and the audit rows they wrote. Erasure deletes the grants, sessions and second factor; the
 * audit log is append-only and names people only by account id, so its rows stay and point at the account's
 * pseudonym (the deletion's tombstone) from then on: erased as a pseudonym, never rewritten.
 */
export const adminPersonalData: PersonalDataHandler = {
  key: 'consoleEquipe',
  tables: ['staff_grant', 'staff_sessao', 'staff_totp', 'staff_codigo_recuperacao', 'auditoria'],
  exportData: async ({ tx, churchId, usuarioId, contaId }) => {
    const grants = await tx
      .select({
        area: staffGrant.area,
        action: staffGrant.action,
        scopeKind: staffGrant.scopeKind,
        scopeId: staffGrant.scopeId,
        expiresAt: staffGrant.expiresAt,
      })
      .from(staffGrant)
      .where(and(eq(staffGrant.igrejaId, churchId), eq(staffGrant.usuarioId, usuarioId)));
    const audit = await auditRowsOfActor(tx, churchId, contaId);
    return [...grants.map((g) => ({ tipo: 'permissao', ...g })), ...audit.map((a) => ({ tipo: 'auditoria', ...a }))];
  },
  erase: async ({ tx, churchId, usuarioId, contaId }) => {
    await tx.delete(staffGrant).where(and(eq(staffGrant.igrejaId, churchId), eq(staffGrant.usuarioId, usuarioId)));
    await tx.delete(staffSessao).where(eq(staffSessao.contaId, contaId));
    await deleteTotp(tx, contaId);
  },
};
