import type { z } from 'zod';
import type { ZMeetingBody } from '@congrega/contract/groups-leader';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendAudit } from '../admin/admin.public.ts';
import { requireLeader } from './cell-leader.service.ts';
import { meetingEditable } from './meeting-rules.ts';
import {
  activeStudyExists,
  checklistOf,
  deleteMeetingRecord,
  findMeetingRecord,
  markAttendance,
  updateMeetingRecord,
} from './meetings.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Changing and deleting a recorded meeting (issue 34). Decided rules: any leader of the cell may, within
 * MEETING_EDIT_DAYS of when the meeting was recorded (a mistake is found soon; an old record stays as the cell's
 * history), and the church's staff always; a leader past the window gets 403 MEETING_EDIT_CLOSED; anyone else 404 as
 * for a missing cell. The checklist is kept: its rows are the roster of when it was recorded (a member who left since
 * stays on it, one who joined since is not added) and the change only marks who of it came. The health chart reads
 * the meetings and their checklists, so it follows at once. Each change is audited (area cells, entity
 * celula_reuniao) with the fields before and after; visitors' names are counted, not copied.
 */
async function editableMeeting(tx: Tx, churchId: number, auth: AuthContext, celulaId: number, meetingId: number) {
  const { staff } = await requireLeader(tx, churchId, auth, celulaId);
  const meeting = await findMeetingRecord(tx, churchId, celulaId, meetingId);
  if (!meeting) throw new AppError('MEETING_NOT_FOUND');
  if (!meetingEditable(meeting.criadoEm, staff)) throw new AppError('MEETING_EDIT_CLOSED');
  const checklist = await checklistOf(tx, churchId, meetingId);
  return { meeting, checklist };
}

type Meeting = NonNullable<Awaited<ReturnType<typeof findMeetingRecord>>>;
const auditView = (m: Omit<Meeting, 'criadoEm' | 'id'>, presentes: number[]) => ({
  dataInicio: m.dataInicio.toISOString(),
  dataFim: m.dataFim?.toISOString() ?? null,
  estudoId: m.estudoId,
  tema: m.tema,
  observacao: m.observacao,
  visitantes: m.visitantes,
  nomesVisitantes: m.nomesVisitantes.length,
  presentes: [...presentes].sort((a, b) => a - b),
});

export function updateMeeting(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  celulaId: number,
  meetingId: number,
  body: z.output<typeof ZMeetingBody>,
): Promise<{ id: number; idCelula: number }> {
  return app.database.withChurch(church.id, async (tx) => {
    const { meeting, checklist } = await editableMeeting(tx, church.id, auth, celulaId, meetingId);
    const listed = new Set(checklist.map((r) => r.usuarioId));
    const present = [...new Set(body.presentes)];
    if (present.some((id) => !listed.has(id))) {
      throw new AppError('GROUP_MEMBER_NOT_FOUND', {}, { status: 400, fields: { presentes: 'error.GROUP_MEMBER_NOT_FOUND' } });
    }
    const estudoId = body.idEstudo ?? null;
    if (estudoId !== null && estudoId !== meeting.estudoId && !(await activeStudyExists(tx, church.id, estudoId))) {
      throw new AppError('STUDY_NOT_FOUND', {}, { status: 400, fields: { idEstudo: 'error.STUDY_NOT_FOUND' } });
    }
    const values = {
      dataInicio: new Date(body.dataInicio),
      dataFim: new Date(body.dataFim),
      estudoId,
      tema: body.tema || null,
      observacao: body.observacao || null,
      visitantes: body.visitantes,
      nomesVisitantes: body.nomesVisitantes ?? [],
    };
    await updateMeetingRecord(tx, church.id, meetingId, values);
    await markAttendance(tx, church.id, meetingId, present);
    await appendAudit(tx, church.id, {
      atorContaId: auth.contaId,
      area: 'cells',
      entidade: 'celula_reuniao',
      entidadeId: meetingId,
      acao: 'update',
      antes: auditView(
        meeting,
        checklist.filter((r) => r.presente).map((r) => r.usuarioId),
      ),
      depois: auditView(values, present),
    });
    return { id: meetingId, idCelula: celulaId };
  });
}

export function deleteMeeting(app: FastifyInstance, church: TenantChurch, auth: AuthContext, celulaId: number, meetingId: number) {
  return app.database.withChurch(church.id, async (tx) => {
    const { meeting, checklist } = await editableMeeting(tx, church.id, auth, celulaId, meetingId);
    await deleteMeetingRecord(tx, church.id, meetingId);
    await appendAudit(tx, church.id, {
      atorContaId: auth.contaId,
      area: 'cells',
      entidade: 'celula_reuniao',
      entidadeId: meetingId,
      acao: 'delete',
      antes: auditView(
        meeting,
        checklist.filter((r) => r.presente).map((r) => r.usuarioId),
      ),
    });
    return null;
  });
}
