import type {
  TDoorCheckInBody,
  TDoorCheckInResult,
  TDoorCounts,
  TDoorCountsQuery,
  TDoorEvent,
  TDoorEventList,
  TDoorManifest,
  TDoorTicketList,
} from '@congrega/contract/admin/door';
import { DOOR_SEARCH_LIMIT } from '@congrega/contract/admin/door';
import { actionAllows } from '@congrega/contract/admin/grants';
import type { TMemberCardCheck } from '@congrega/contract/member-card';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  doorEventInfo,
  doorEventsFrom,
  doorEventTickets,
  doorExpectedCount,
  doorSearchTickets,
  type DoorEventInfo,
} from '../events/events.public.ts';
import { checkCardCode, memberCardLinkKey } from '../member-card/member-card.public.ts';
import { adminRead, adminWrite, auditRow, type AdminContext } from './admin-tx.ts';
import { admissionTime, manifestSalt, ticketHash, ticketRefusal } from './door-rules.ts';
import { scanTicket } from './door-scan.repository.ts';
import { admissionView } from './door-view.ts';
import { checkinsOfTickets, checkinTimesOfEvent, eventCounts, findCheckin } from './door.repository.ts';

/**
 * Door check-in (issue 32; rules in packages/contract/src/admin/door.ts). The gate checked the `door` grant and,
 * for a grant scoped to one event, that the path names it. Every admission and re-entry is audited (area door,
 * entity `checkin`, the ticket's id) in the transaction that records it; a refusal changes nothing.
 */

const EVENT_LIST_LIMIT = 50;
/** An event still shows in the door's list this long after it ended (a late door, a night event). */
const LIST_GRACE_MS = 24 * 60 * 60 * 1000;

export async function requireDoorEvent(tx: Tx, churchId: number, eventId: number): Promise<DoorEventInfo> {
  const event = await doorEventInfo(tx, churchId, eventId);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  return event;
}

export async function doorCounts(tx: Tx, churchId: number, eventId: number): Promise<TDoorCounts> {
  const [{ admitidos, conflitos }, esperados] = [await eventCounts(tx, churchId, eventId), await doorExpectedCount(tx, churchId, eventId)];
  return { admitidos, esperados, conflitos };
}

/** The events of the caller's door grants: an unscoped grant covers them all (the coming ones), scoped ones their own events. */
function grantedEventIds(ctx: AdminContext): number[] | null {
  const door = ctx.staff.grants.filter((g) => g.area === 'door' && actionAllows(g.action, 'edit'));
  if (door.some((g) => g.scopeKind === null)) return null;
  return door.filter((g) => g.scopeKind === 'event' && g.scopeId !== null).map((g) => g.scopeId as number);
}

export function doorEvents(ctx: AdminContext): Promise<TDoorEventList> {
  return adminRead(ctx, async (tx, church) => ({
    itens: await doorEventsFrom(tx, church.id, {
      ids: grantedEventIds(ctx),
      from: new Date(Date.now() - LIST_GRACE_MS),
      limit: EVENT_LIST_LIMIT,
    }),
  }));
}

export function doorEvent(ctx: AdminContext, eventId: number): Promise<TDoorEvent> {
  return adminRead(ctx, async (tx, church) => ({
    evento: await requireDoorEvent(tx, church.id, eventId),
    contagem: await doorCounts(tx, church.id, eventId),
  }));
}

const sameCounts = (a: TDoorCounts, b: TDoorCountsQuery) =>
  a.admitidos === b.admitidos && a.esperados === b.esperados && a.conflitos === b.conflitos;

/**
 * The counts once they differ from the device's (door-live.ts): answered at once when they already do, else after
 * the next change on any copy or the wait's time limit, read again in a fresh transaction (none is held meanwhile).
 */
export async function doorCountsAfter(
  ctx: AdminContext,
  eventId: number,
  shown: TDoorCountsQuery,
  signal: AbortSignal,
): Promise<TDoorCounts> {
  const read = () =>
    adminRead(ctx, async (tx, church) => {
      await requireDoorEvent(tx, church.id, eventId);
      return doorCounts(tx, church.id, eventId);
    });
  // Waiting from before the read: a change committed while it runs still ends the wait.
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const change = ctx.app.doorLive.nextChange({ church: ctx.staff.church.id, eventId }, stop.signal);
    const now = await read();
    if (!sameCounts(now, shown)) return now;
    await change;
    return signal.aborted ? now : await read();
  } finally {
    stop.abort();
    signal.removeEventListener('abort', abort);
  }
}

const DOOR_AUDIT = { area: 'door', entidade: 'checkin' } as const;

/**
 * One scan: the unique row per ticket admits it once whatever the parallel scans (the loser's insert waits for the
 * winner's commit, then reads its row); an already admitted ticket enters again only with an override's reason.
 */
export async function doorCheckIn(ctx: AdminContext, eventId: number, body: TDoorCheckInBody): Promise<TDoorCheckInResult> {
  const result = await admit(ctx, eventId, body);
  // Committed: every device at the door shows the new count (door-live.ts).
  if (result.veredito === 'admitido' && !result.reentrada) await ctx.app.doorLive.changed({ church: ctx.staff.church.id, eventId });
  return result;
}

/**
 * The scan's one statement (door-scan.repository.ts) reads the ticket, admits it when it may enter and writes that
 * admission's audit row; a refusal changes nothing, a re-entry appends its own audit row, and only an unknown code
 * (is the path's event there?) or a lost race (whose admission won?) reads once more.
 */
function admit(ctx: AdminContext, eventId: number, body: TDoorCheckInBody): Promise<TDoorCheckInResult> {
  return adminWrite<TDoorCheckInResult>(ctx, DOOR_AUDIT, async (tx, church) => {
    const scan = {
      dispositivo: body.dispositivo,
      porta: body.porta || null,
      em: admissionTime(body.em, new Date()),
    };
    const created = auditRow(ctx, DOOR_AUDIT, { entidadeId: null, acao: 'create', depois: { eventoId: eventId, ...scan } });
    const found = await scanTicket(
      tx,
      { churchId: church.id, eventId, codigo: body.codigo, contaId: ctx.staff.contaId, ...scan },
      created,
      ctx.app.database.namedStatements,
    );
    if (!found) {
      await requireDoorEvent(tx, church.id, eventId);
      return { result: { veredito: 'desconhecido' }, audit: [] };
    }
    if (!found.eventExists) throw new AppError('EVENT_NOT_FOUND');
    const { ticket } = found;
    const holder = { titular: ticket.titular, tipo: ticket.tipo };
    const refusal = ticketRefusal(ticket, eventId);
    if (refusal === 'outro_evento')
      return { result: { veredito: refusal, evento: { id: ticket.eventoId, titulo: found.otherTitle ?? '' } }, audit: [] };
    if (refusal) return { result: { veredito: refusal, ...holder }, audit: [] };
    // Admitted: the statement wrote the audit row with the admission.
    if (found.admitted) return { result: { veredito: 'admitido', ...holder, reentrada: false }, audit: [] };
    const first = found.earlier ?? (await findCheckin(tx, church.id, ticket.bilheteId));
    if (!first) throw new AppError('INTERNAL_ERROR');
    const admissao = admissionView(first);
    if (!body.override) return { result: { veredito: 'ja_admitido', ...holder, admissao }, audit: [] };
    return {
      result: { veredito: 'admitido', ...holder, reentrada: true },
      audit: {
        entidadeId: ticket.bilheteId,
        acao: 'update',
        antes: { admissao },
        depois: { eventoId: eventId, reentrada: true, motivo: body.override.motivo, ...scan },
      },
    };
  });
}

/** Every ticket of the event for deciding offline: the code only as its salted hash. */
export function doorManifest(ctx: AdminContext, eventId: number): Promise<TDoorManifest> {
  return adminRead(ctx, async (tx, church) => {
    const evento = await requireDoorEvent(tx, church.id, eventId);
    const salt = manifestSalt(ctx.app.staffSecret, church.id, eventId);
    const [tickets, times] = [await doorEventTickets(tx, church.id, eventId), await checkinTimesOfEvent(tx, church.id, eventId)];
    const admitted = new Map(times.map((t) => [t.bilheteId, t.em.toISOString()]));
    return {
      evento,
      salt,
      geradoEm: new Date().toISOString(),
      bilhetes: tickets.map((t) => ({
        hash: ticketHash(t.codigo, salt),
        titular: t.titular,
        tipo: t.tipo,
        status: t.status,
        admitidoEm: admitted.get(t.bilheteId) ?? null,
      })),
    };
  });
}

export function doorTickets(ctx: AdminContext, eventId: number, q: string): Promise<TDoorTicketList> {
  return adminRead(ctx, async (tx, church) => {
    await requireDoorEvent(tx, church.id, eventId);
    const tickets = await doorSearchTickets(tx, church.id, eventId, q, DOOR_SEARCH_LIMIT);
    const times = await checkinsOfTickets(
      tx,
      church.id,
      tickets.map((t) => t.bilheteId),
    );
    const admitted = new Map(times.map((t) => [t.bilheteId, t.em.toISOString()]));
    return {
      itens: tickets.map((t) => ({
        codigo: t.codigo,
        titular: t.titular,
        tipo: t.tipo,
        status: t.status,
        admitidoEm: admitted.get(t.bilheteId) ?? null,
      })),
    };
  });
}

/** A member card shown at the door (its QR code's signed `code`): valid today or not, as the card's own verify says. */
export function doorMemberCard(ctx: AdminContext, eventId: number, codigo: string): Promise<TMemberCardCheck> {
  return adminRead(ctx, async (tx, church) => {
    await requireDoorEvent(tx, church.id, eventId);
    return checkCardCode(tx, church, memberCardLinkKey(ctx.app), codigo);
  });
}
