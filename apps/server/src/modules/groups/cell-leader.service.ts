import type { z } from 'zod';
import type { TGroupHealth, TRoster, ZMeetingBody } from '@congrega/contract/groups-leader';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { isStaff } from '../../core/roles.repository.ts';
import { cellHealth } from './cell-health.ts';
import { findAdminCell, listCellMembers } from './cells-admin.repository.ts';
import { isLeaderOf } from './leaders.repository.ts';
import { activeStudyExists, insertAttendance, insertMeeting } from './meetings.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * A cell leader's tools in the member app. Decided rules: only the cell's leaders (every one of them, celula_lider)
 * and the church's staff use them;
 * anyone else (a member of this cell, the leader of another) gets 404 GROUP_NOT_FOUND, as for a missing cell, so a
 * leader of cell A never reads the contacts of cell B's members. The roster lists the cell's own members only.
 * A meeting's attendance is a checklist of the roster at the time it is recorded: every member gets a row, present
 * or not; an id outside the roster answers 400 with `presentes` marked. Each use case is one church transaction.
 */
export async function requireLeader(tx: Tx, churchId: number, auth: AuthContext, celulaId: number) {
  const usuarioId = await requireMember(tx, auth);
  const cell = await findAdminCell(tx, churchId, celulaId);
  const leader = cell !== undefined && (await isLeaderOf(tx, churchId, celulaId, usuarioId));
  // Asked of a leader too: a pastor who also leads the cell keeps staff's rights (a meeting editable past the window).
  const staff = cell !== undefined && (await isStaff(tx, churchId, auth.contaId));
  if (!cell || (!leader && !staff)) throw new AppError('GROUP_NOT_FOUND');
  return { cell, usuarioId, staff };
}

export function getRoster(app: FastifyInstance, church: TenantChurch, auth: AuthContext, celulaId: number): Promise<TRoster> {
  return app.database.withChurch(church.id, async (tx) => {
    const { cell } = await requireLeader(tx, church.id, auth, celulaId);
    const members = await listCellMembers(tx, church.id, celulaId);
    return {
      celula: cell.nome,
      membros: members.map((m) => ({
        usuarioId: m.usuarioId,
        nome: `${m.nome} ${m.sobrenome}`.trim(),
        email: m.email,
        telefone: m.telefone,
        imagem: m.imagem,
        desde: m.desde.toISOString(),
      })),
    };
  });
}

export function recordMeeting(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  celulaId: number,
  body: z.output<typeof ZMeetingBody>,
): Promise<{ id: number; idCelula: number }> {
  return app.database.withChurch(church.id, async (tx) => {
    const { usuarioId } = await requireLeader(tx, church.id, auth, celulaId);
    const roster = new Set((await listCellMembers(tx, church.id, celulaId)).map((m) => m.usuarioId));
    const present = new Set(body.presentes);
    if ([...present].some((id) => !roster.has(id))) {
      throw new AppError('GROUP_MEMBER_NOT_FOUND', {}, { status: 400, fields: { presentes: 'error.GROUP_MEMBER_NOT_FOUND' } });
    }
    const estudoId = body.idEstudo ?? null;
    if (estudoId !== null && !(await activeStudyExists(tx, church.id, estudoId))) {
      throw new AppError('STUDY_NOT_FOUND', {}, { status: 400, fields: { idEstudo: 'error.STUDY_NOT_FOUND' } });
    }
    const id = await insertMeeting(tx, church.id, {
      celulaId,
      dataInicio: new Date(body.dataInicio),
      dataFim: new Date(body.dataFim),
      estudoId,
      tema: body.tema || null,
      observacao: body.observacao || null,
      visitantes: body.visitantes,
      nomesVisitantes: body.nomesVisitantes ?? [],
      registradoPor: usuarioId,
    });
    await insertAttendance(
      tx,
      church.id,
      id,
      [...roster].map((member) => ({ usuarioId: member, presente: present.has(member) })),
    );
    return { id, idCelula: celulaId };
  });
}

export function getHealth(app: FastifyInstance, church: TenantChurch, auth: AuthContext, celulaId: number): Promise<TGroupHealth> {
  return app.database.withChurch(church.id, async (tx) => {
    await requireLeader(tx, church.id, auth, celulaId);
    return cellHealth(tx, church.id, celulaId);
  });
}
