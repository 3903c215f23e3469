import type { TPersonActivity } from '@congrega/contract/admin/person-activity';
import { AppError } from '../../lib/app-error.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { findActivity, groupsOfMember } from './person-activity.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A member's activity in the People area (people view; contract admin/person-activity.ts). */
export function personActivity(ctx: AdminContext, usuarioId: number): Promise<TPersonActivity> {
  return adminRead(ctx, async (tx, church) => {
    const row = await findActivity(tx, church.id, usuarioId);
    if (!row) throw new AppError('PERSON_NOT_FOUND');
    const groups = await groupsOfMember(tx, church.id, usuarioId);
    return {
      ultimoAcesso: iso(row.ultimoAcesso),
      celulas: groups.map((g) => ({ id: g.id, nome: g.nome, desde: g.desde.toISOString() })),
      inscricoes: { total: row.inscricoes, ultima: iso(row.ultimaInscricao) },
      planosLeitura: { iniciados: row.planos, concluidos: row.planosConcluidos, ultimoInicio: row.ultimoPlano },
    };
  });
}
