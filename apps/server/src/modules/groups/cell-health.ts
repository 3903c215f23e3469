import { HEALTH_MEETINGS, type TGroupHealth } from '@congrega/contract/groups-leader';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAdminCell } from './cells-admin.repository.ts';
import { attendanceCounts, recentMeetings } from './meetings.repository.ts';

/**
 * A cell's health (the leader's member app and the staff console): its last HEALTH_MEETINGS meetings, oldest first,
 * each with the roster marked then, who came and the visitors; the mean share present over the meetings whose
 * attendance was taken (those recorded without a checklist count visitors only). The caller checked access.
 */
export async function cellHealth(tx: Tx, churchId: number, celulaId: number): Promise<TGroupHealth> {
  const cell = await findAdminCell(tx, churchId, celulaId);
  if (!cell) throw new AppError('GROUP_NOT_FOUND');
  const meetings = (await recentMeetings(tx, churchId, celulaId, HEALTH_MEETINGS)).reverse();
  const counts = await attendanceCounts(
    tx,
    churchId,
    meetings.map((m) => m.id),
  );
  const pontos = meetings.map((m) => {
    const c = counts.get(m.id) ?? { membros: 0, presentes: 0 };
    return { idReuniao: m.id, data: m.dataInicio.toISOString(), membros: c.membros, presentes: c.presentes, visitantes: m.visitantes };
  });
  const taken = pontos.filter((p) => p.membros > 0);
  const frequenciaMedia = taken.length ? taken.reduce((sum, p) => sum + p.presentes / p.membros, 0) / taken.length : null;
  return { celula: cell.nome, membrosAtuais: cell.membros, pontos, frequenciaMedia };
}
