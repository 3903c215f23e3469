import type { TDoorTicketState } from '@congrega/contract/admin/door';
import type { Tx } from '../../db/client.ts';
import {
  confirmedTicketCount,
  eventTicketRows,
  findDoorEventRow,
  findTicketByCodeRow,
  listDoorEventRows,
  searchEventTicketRows,
  ticketRowsByIds,
} from './door-tickets.repository.ts';

/**
 * What the staff console's door check-in (admin/door*.service.ts) reads of events and tickets, exported through the
 * door; each runs in the caller's church transaction.
 */
export interface DoorEventInfo {
  id: number;
  titulo: string;
  dataInicio: string;
  dataFim: string;
  localNome: string | null;
}

export interface DoorTicket {
  bilheteId: number;
  codigo: string;
  eventoId: number;
  titular: string;
  /** The ticket type's name. */
  tipo: string;
  /** The registration's status. */
  status: TDoorTicketState;
}

const asEvent = (r: { id: number; titulo: string; dataInicio: Date; dataFim: Date; localNome: string | null }): DoorEventInfo => ({
  id: r.id,
  titulo: r.titulo,
  dataInicio: r.dataInicio.toISOString(),
  dataFim: r.dataFim.toISOString(),
  localNome: r.localNome,
});

const asTicket = (r: Omit<DoorTicket, 'status'> & { status: string }): DoorTicket => ({ ...r, status: r.status as TDoorTicketState });

export async function doorEventInfo(tx: Tx, churchId: number, eventId: number): Promise<DoorEventInfo | undefined> {
  const row = await findDoorEventRow(tx, churchId, eventId);
  return row && asEvent(row);
}

/** `ids`' events (a scoped grant's, whatever their dates), or (null) the active ones not over at `from`; soonest first. */
export async function doorEventsFrom(tx: Tx, churchId: number, f: { ids: number[] | null; from: Date; limit: number }) {
  return (await listDoorEventRows(tx, churchId, f)).map(asEvent);
}

/** The church's ticket of that code, whatever its event. */
export async function doorTicketByCode(tx: Tx, churchId: number, codigo: string): Promise<DoorTicket | undefined> {
  const row = await findTicketByCodeRow(tx, churchId, codigo);
  return row && asTicket(row);
}

export async function doorEventTickets(tx: Tx, churchId: number, eventId: number): Promise<DoorTicket[]> {
  return (await eventTicketRows(tx, churchId, eventId)).map(asTicket);
}

export async function doorSearchTickets(tx: Tx, churchId: number, eventId: number, q: string, limit: number): Promise<DoorTicket[]> {
  return (await searchEventTicketRows(tx, churchId, eventId, q, limit)).map(asTicket);
}

export async function doorTicketsByIds(tx: Tx, churchId: number, ids: number[]): Promise<DoorTicket[]> {
  return (await ticketRowsByIds(tx, churchId, ids)).map(asTicket);
}

/** Expected at the door: the tickets of the event's confirmed registrations. */
export const doorExpectedCount = (tx: Tx, churchId: number, eventId: number): Promise<number> =>
  confirmedTicketCount(tx, churchId, eventId);
