import type { TDoorConflictList, TDoorSyncAnswer, TDoorSyncBody, TDoorSyncItem, TDoorSyncResult } from '@congrega/contract/admin/door';
import type { Tx } from '../../db/client.ts';
import { doorTicketByCode, doorTicketsByIds } from '../events/events.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { admissionTime, ticketRefusal } from './door-rules.ts';
import { admissionSnapshot } from './door-view.ts';
import {
  conflictRows,
  findCheckin,
  type CheckinSnapshot,
  findSyncRows,
  insertCheckin,
  insertSyncRow,
  replaceCheckin,
} from './door.repository.ts';
import { doorCounts, requireDoorEvent } from './door.service.ts';

/**
 * A device's queued offline admissions (issue 32, contract admin/door.ts). Each item is recorded once per (event,
 * device, local id): a retried batch answers what it answered the first time (`repetido`). A ticket's admission is
 * the first by client time, then by server arrival: an item earlier than the standing admission takes its row (the
 * displaced one is kept in the item's record), a later one is a conflict; a ticket no longer admissible (cancelled,
 * unpaid) is recorded with its refusal. Every item but a clean first admission is flagged for staff. The batch is
 * audited as one row (device, counts); each admission keeps who, when, device and door in its own row.
 */

const CONFLICT_LIST_LIMIT = 200;

interface Recorded {
  resultado: TDoorSyncResult;
  repetido: boolean;
}

type Work = { tx: Tx; churchId: number; eventId: number; contaId: number; dispositivo: string };

async function syncOne(w: Work, item: TDoorSyncItem, now: Date): Promise<Recorded> {
  const ticket = await doorTicketByCode(w.tx, w.churchId, item.codigo);
  const porta = item.porta || null;
  const em = admissionTime(item.em, now);
  const base = {
    igrejaId: w.churchId,
    eventoId: w.eventId,
    dispositivo: w.dispositivo,
    localId: item.localId,
    admitidoPorContaId: w.contaId,
    porta,
    em,
  };
  const record = async (resultado: TDoorSyncResult, extra: { conflito: boolean; venceu: boolean; outra?: CheckinSnapshot }) => {
    const fresh = await insertSyncRow(w.tx, { ...base, bilheteId: ticket?.bilheteId ?? null, resultado, ...extra });
    return { resultado, repetido: !fresh };
  };
  const refusal = ticketRefusal(ticket, w.eventId);
  if (refusal || !ticket) return record(refusal ?? 'desconhecido', { conflito: true, venceu: false });
  const admission = { admitidoPorContaId: w.contaId, dispositivo: w.dispositivo, porta, em, localId: item.localId };
  const id = await insertCheckin(w.tx, { igrejaId: w.churchId, eventoId: w.eventId, bilheteId: ticket.bilheteId, ...admission });
  if (id !== undefined) return record('admitido', { conflito: false, venceu: true });
  const standing = await findCheckin(w.tx, w.churchId, ticket.bilheteId, { lock: true });
  if (!standing) return record('conflito', { conflito: true, venceu: false });
  // A parallel retry of this very item admitted it first.
  if (standing.dispositivo === w.dispositivo && standing.localId === item.localId) return { resultado: 'admitido', repetido: true };
  const outra = admissionSnapshot(standing);
  if (em.getTime() < standing.em.getTime()) {
    await replaceCheckin(w.tx, w.churchId, standing.id, admission);
    return record('admitido', { conflito: true, venceu: true, outra });
  }
  return record('conflito', { conflito: true, venceu: false, outra });
}

export async function doorSync(ctx: AdminContext, eventId: number, body: TDoorSyncBody): Promise<TDoorSyncAnswer> {
  const answer = await syncQueue(ctx, eventId, body);
  // Committed: the other devices at the door ask their counts again (door-live.ts).
  if (answer.itens.some((i) => !i.repetido)) await ctx.app.doorLive.changed({ church: ctx.staff.church.id, eventId });
  return answer;
}

function syncQueue(ctx: AdminContext, eventId: number, body: TDoorSyncBody): Promise<TDoorSyncAnswer> {
  return adminWrite(ctx, { area: 'door', entidade: 'checkin_sync' }, async (tx, church) => {
    await requireDoorEvent(tx, church.id, eventId);
    const w: Work = { tx, churchId: church.id, eventId, contaId: ctx.staff.contaId, dispositivo: body.dispositivo };
    const known = await findSyncRows(
      tx,
      church.id,
      eventId,
      body.dispositivo,
      body.itens.map((i) => i.localId),
    );
    const results = new Map<string, Recorded>(known.map((k) => [k.localId, { resultado: k.resultado as TDoorSyncResult, repetido: true }]));
    const now = new Date();
    // Earliest first, so a batch holding two scans of one ticket keeps the first (a local id sent twice counts once).
    const fresh = [...body.itens].sort((a, b) => Date.parse(a.em) - Date.parse(b.em));
    for (const item of fresh) {
      if (results.has(item.localId)) continue;
      results.set(item.localId, await syncOne(w, item, now));
    }
    const itens = body.itens.map((i) => ({ localId: i.localId, ...results.get(i.localId)! }));
    const counted = itens.filter((i) => !i.repetido);
    const contagem = await doorCounts(tx, church.id, eventId);
    const audit = counted.length
      ? {
          entidadeId: eventId,
          acao: 'create' as const,
          depois: {
            dispositivo: body.dispositivo,
            itens: counted.length,
            admitidos: counted.filter((i) => i.resultado === 'admitido').length,
            outros: counted.filter((i) => i.resultado !== 'admitido').length,
          },
        }
      : [];
    return { result: { itens, contagem }, audit };
  });
}

export function doorConflicts(ctx: AdminContext, eventId: number): Promise<TDoorConflictList> {
  return adminRead(ctx, async (tx, church) => {
    await requireDoorEvent(tx, church.id, eventId);
    const rows = await conflictRows(tx, church.id, eventId, CONFLICT_LIST_LIMIT);
    const ids = [...new Set(rows.flatMap((r) => (r.bilheteId === null ? [] : [r.bilheteId])))];
    const tickets = new Map((await doorTicketsByIds(tx, church.id, ids)).map((t) => [t.bilheteId, t]));
    return {
      itens: rows.map((r) => {
        const ticket = r.bilheteId === null ? undefined : tickets.get(r.bilheteId);
        const outra = r.outra;
        return {
          id: r.id,
          titular: ticket?.titular ?? null,
          tipo: ticket?.tipo ?? null,
          resultado: r.resultado as TDoorSyncResult,
          esta: { em: r.em.toISOString(), por: { contaId: r.contaId, nome: r.nome }, dispositivo: r.dispositivo, porta: r.porta },
          outra: outra
            ? { em: outra.em, por: { contaId: outra.contaId, nome: outra.nome }, dispositivo: outra.dispositivo, porta: outra.porta }
            : null,
          venceu: r.venceu,
          recebidoEm: r.recebidoEm.toISOString(),
        };
      }),
    };
  });
}
