import type { TPersonHousehold, TPersonHouseholdCare } from '@congrega/contract/admin/person-household';
import { AppError } from '../../lib/app-error.ts';
import { childrenOfMember } from '../household/household.public.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { insertAudit } from './audit.repository.ts';
import { personExists } from './people.repository.ts';

/**
 * A member's household in the People area: the children (people view) and, behind the pastoral grant, their
 * allergies and care notes (health data), whose every read appends an 'access' row to the audit log in the same
 * transaction, as opening a profile does. Another church's member, or none, is PERSON_NOT_FOUND.
 */
export function personHousehold(ctx: AdminContext, usuarioId: number): Promise<TPersonHousehold> {
  return adminRead(ctx, async (tx, church) => {
    if (!(await personExists(tx, church.id, usuarioId))) throw new AppError('PERSON_NOT_FOUND');
    const rows = await childrenOfMember(tx, church.id, usuarioId);
    return { criancas: rows.map(({ id, nome, dataNascimento, sexo }) => ({ id, nome, dataNascimento, sexo })) };
  });
}

export function personHouseholdCare(ctx: AdminContext, usuarioId: number): Promise<TPersonHouseholdCare> {
  return adminRead(ctx, async (tx, church) => {
    if (!(await personExists(tx, church.id, usuarioId))) throw new AppError('PERSON_NOT_FOUND');
    const rows = await childrenOfMember(tx, church.id, usuarioId);
    await insertAudit(tx, church.id, {
      atorContaId: ctx.staff.contaId,
      area: 'pastoral',
      entidade: 'usuario_crianca',
      entidadeId: String(usuarioId),
      acao: 'access',
      requestId: ctx.requestId,
      ip: ctx.ip,
    });
    return { criancas: rows.map(({ id, nome, alergias, cuidados }) => ({ id, nome, alergias, cuidados })) };
  });
}
