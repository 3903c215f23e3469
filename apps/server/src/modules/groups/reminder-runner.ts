import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { notifyMember, queuePushSweep } from '../notifications/notifications.public.ts';
import { reminderNotice, type ReminderStage } from './reminder-notice.ts';
import {
  cellStaff,
  cellsOf,
  churchesWithDueReminders,
  claimLeaderReminders,
  claimStaffReminders,
  markStaffReminded,
  namesOf,
} from './reminders.repository.ts';

/**
 * The reminders of unanswered join requests (groups.jobs.ts runs it hourly, on one copy per tick; any overlap is
 * safe): per church, in one transaction, the due stages are claimed (reminders.repository.ts: exactly once) and each
 * claimed request puts a notice in its recipients' feeds (every leader of its cell; pushed right after). A request of
 * a cell without a leader reminds the staff at once and is done. Answered requests are never reminded (the claim needs 'pendente').
 */
type Claimed = Awaited<ReturnType<typeof claimLeaderReminders>>;
type Church = Awaited<ReturnType<typeof churchesWithDueReminders>>[number];
const DAY_MS = 86_400_000;

async function notifyClaimed(tx: Tx, church: Church, stage: ReminderStage, claimed: Claimed, staff: () => Promise<number[]>) {
  const cells = await cellsOf(tx, church.id, [...new Set(claimed.map((c) => c.celulaId))]);
  const names = await namesOf(tx, church.id, [...new Set(claimed.map((c) => c.usuarioId))]);
  const locale = matchLocale(church.idioma) ?? 'en';
  const leaderless: number[] = [];
  let sent = 0;
  for (const request of claimed) {
    const cell = cells.get(request.celulaId);
    if (!cell) continue;
    const toStaff = stage === 'staff' || cell.leaders.length === 0;
    if (stage === 'leader' && toStaff) leaderless.push(request.id);
    const recipients = toStaff ? await staff() : cell.leaders;
    const days = Math.max(1, Math.floor((Date.now() - request.criadoEm.getTime()) / DAY_MS));
    const notice = reminderNotice(toStaff ? 'staff' : 'leader', locale, {
      groupName: cell.nome,
      personName: names.get(request.usuarioId) ?? '',
      days,
    });
    for (const usuarioId of recipients) {
      await notifyMember(tx, { id: church.id, codigo: church.codigo } as Parameters<typeof notifyMember>[1], {
        usuarioId,
        tipo: 'CELULA',
        idEntidadeRelacionada: cell.id,
        ...notice,
      });
      sent++;
    }
  }
  await markStaffReminded(tx, church.id, leaderless);
  return sent;
}

/** Sends every due reminder; answers how many notices went out. */
export async function sendJoinRequestReminders(app: FastifyInstance): Promise<number> {
  let sent = 0;
  for (const church of await churchesWithDueReminders(app.database.db)) {
    const count = await app.database.withChurch(church.id, async (tx) => {
      let staffIds: number[] | undefined;
      const staff = async () => (staffIds ??= await cellStaff(tx, church.id));
      const first = await notifyClaimed(tx, church, 'leader', await claimLeaderReminders(tx, church.id), staff);
      return first + (await notifyClaimed(tx, church, 'staff', await claimStaffReminders(tx, church.id), staff));
    });
    if (count > 0) await queuePushSweep(app, church.id);
    sent += count;
  }
  return sent;
}
