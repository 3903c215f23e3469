import type { TAdminEventContentInput } from '@congrega/contract/admin/event-contents';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventoConteudo, eventoIngresso } from './events.schema.ts';

/** The SQL of an event's exclusive online content for the staff console (event-contents.ts holds the rules). */
const columns = {
  id: eventoConteudo.id,
  titulo: eventoConteudo.titulo,
  descricao: eventoConteudo.descricao,
  tipo: eventoConteudo.tipo,
  url: eventoConteudo.url,
  texto: eventoConteudo.texto,
  ingressoId: eventoConteudo.ingressoId,
  ordem: eventoConteudo.ordem,
};
export type EventContentRow = Omit<typeof eventoConteudo.$inferSelect, 'igrejaId' | 'eventoId'>;

const ofEvent = (churchId: number, eventId: number) => and(eq(eventoConteudo.igrejaId, churchId), eq(eventoConteudo.eventoId, eventId));

export function eventContentRows(tx: Tx, churchId: number, eventId: number): Promise<EventContentRow[]> {
  return tx
    .select(columns)
    .from(eventoConteudo)
    .where(ofEvent(churchId, eventId))
    .orderBy(asc(eventoConteudo.ordem), asc(eventoConteudo.id));
}

export async function eventContentRow(tx: Tx, churchId: number, eventId: number, id: number): Promise<EventContentRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(eventoConteudo)
    .where(and(ofEvent(churchId, eventId), eq(eventoConteudo.id, id)))
    .limit(1);
  return row;
}

/** How many contents the event has and the last place in its order. */
export async function eventContentTally(tx: Tx, churchId: number, eventId: number) {
  const [row] = await tx
    .select({ n: count(), last: max(eventoConteudo.ordem) })
    .from(eventoConteudo)
    .where(ofEvent(churchId, eventId));
  return { n: Number(row?.n ?? 0), last: row?.last ?? -1 };
}

export async function isTicketTypeOfEvent(tx: Tx, churchId: number, eventId: number, ingressoId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: eventoIngresso.id })
    .from(eventoIngresso)
    .where(and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.eventoId, eventId), eq(eventoIngresso.id, ingressoId)))
    .limit(1);
  return row !== undefined;
}

export async function insertEventContent(tx: Tx, churchId: number, eventId: number, input: TAdminEventContentInput, ordem: number) {
  const [row] = await tx
    .insert(eventoConteudo)
    .values({ ...input, igrejaId: churchId, eventoId: eventId, ordem })
    .returning(columns);
  return row!;
}

export async function updateEventContent(tx: Tx, churchId: number, eventId: number, id: number, input: TAdminEventContentInput) {
  const [row] = await tx
    .update(eventoConteudo)
    .set(input)
    .where(and(ofEvent(churchId, eventId), eq(eventoConteudo.id, id)))
    .returning(columns);
  return row;
}

export async function deleteEventContent(tx: Tx, churchId: number, eventId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(eventoConteudo)
    .where(and(ofEvent(churchId, eventId), eq(eventoConteudo.id, id)))
    .returning({ id: eventoConteudo.id });
  return rows.length > 0;
}

export async function setEventContentPlace(tx: Tx, churchId: number, eventId: number, id: number, ordem: number) {
  await tx
    .update(eventoConteudo)
    .set({ ordem })
    .where(and(ofEvent(churchId, eventId), eq(eventoConteudo.id, id)));
}
