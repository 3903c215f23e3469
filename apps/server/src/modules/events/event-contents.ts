import {
  EVENT_CONTENTS_MAX,
  type TAdminEventContent,
  type TAdminEventContentInput,
  type TAdminEventContentList,
} from '@congrega/contract/admin/event-contents';
import { CONTENT_TYPES } from '@congrega/contract/events-purchase';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAuthoringEvent } from './event-authoring.repository.ts';
import {
  deleteEventContent,
  eventContentRow,
  eventContentRows,
  eventContentTally,
  insertEventContent,
  isTicketTypeOfEvent,
  setEventContentPlace,
  updateEventContent,
  type EventContentRow,
} from './event-contents.repository.ts';

/**
 * An event's exclusive online content as the staff console authors it (rules in packages/contract/src/admin/
 * event-contents.ts). Changes lock the event's row, so two staff adding at once keep the limit and the order;
 * a cancelled event's contents stay readable (holders of its tickets may still open them) and editable.
 */
const view = (row: EventContentRow): TAdminEventContent => ({
  ...row,
  tipo: CONTENT_TYPES.find((t) => t === row.tipo) ?? 'link',
});

async function requireEvent(tx: Tx, churchId: number, eventId: number, lock: boolean) {
  if (!(await findAuthoringEvent(tx, churchId, eventId, { lock }))) throw new AppError('ADMIN_EVENT_NOT_FOUND');
}

async function assertTicketType(tx: Tx, churchId: number, eventId: number, input: TAdminEventContentInput) {
  if (input.ingressoId !== null && !(await isTicketTypeOfEvent(tx, churchId, eventId, input.ingressoId)))
    throw new AppError('EVENT_TICKET_TYPE_NOT_FOUND', {}, { fields: { ingressoId: 'error.EVENT_TICKET_TYPE_NOT_FOUND' } });
}

export async function eventContents(tx: Tx, churchId: number, eventId: number): Promise<TAdminEventContentList> {
  await requireEvent(tx, churchId, eventId, false);
  return { itens: (await eventContentRows(tx, churchId, eventId)).map(view) };
}

export async function eventContent(tx: Tx, churchId: number, eventId: number, id: number): Promise<TAdminEventContent> {
  const row = await eventContentRow(tx, churchId, eventId, id);
  if (!row) throw new AppError('ADMIN_EVENT_CONTENT_NOT_FOUND');
  return view(row);
}

export async function addEventContent(tx: Tx, churchId: number, eventId: number, input: TAdminEventContentInput) {
  await requireEvent(tx, churchId, eventId, true);
  await assertTicketType(tx, churchId, eventId, input);
  const { n, last } = await eventContentTally(tx, churchId, eventId);
  if (n >= EVENT_CONTENTS_MAX) throw new AppError('EVENT_CONTENTS_FULL');
  return view(await insertEventContent(tx, churchId, eventId, input, last + 1));
}

export async function changeEventContent(tx: Tx, churchId: number, eventId: number, id: number, input: TAdminEventContentInput) {
  await requireEvent(tx, churchId, eventId, false);
  await assertTicketType(tx, churchId, eventId, input);
  const row = await updateEventContent(tx, churchId, eventId, id, input);
  if (!row) throw new AppError('ADMIN_EVENT_CONTENT_NOT_FOUND');
  return view(row);
}

export async function removeEventContent(tx: Tx, churchId: number, eventId: number, id: number): Promise<void> {
  await requireEvent(tx, churchId, eventId, false);
  if (!(await deleteEventContent(tx, churchId, eventId, id))) throw new AppError('ADMIN_EVENT_CONTENT_NOT_FOUND');
}

/** Every content of the event named once, in the new order; else 400 EVENT_CONTENT_ORDER_MISMATCH (field `ids`). */
export async function orderEventContents(tx: Tx, churchId: number, eventId: number, ids: number[]): Promise<TAdminEventContentList> {
  await requireEvent(tx, churchId, eventId, true);
  const current = await eventContentRows(tx, churchId, eventId);
  const known = new Set(current.map((c) => c.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id)))
    throw new AppError('EVENT_CONTENT_ORDER_MISMATCH', {}, { fields: { ids: 'error.EVENT_CONTENT_ORDER_MISMATCH' } });
  for (const [ordem, id] of ids.entries()) await setEventContentPlace(tx, churchId, eventId, id, ordem);
  return { itens: (await eventContentRows(tx, churchId, eventId)).map(view) };
}
