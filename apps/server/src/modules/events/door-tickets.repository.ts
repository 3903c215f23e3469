import { and, asc, count, eq, gte, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao } from './events.schema.ts';

/** SQL of the door check-in's reads of events and tickets (door-queries.ts); church-filtered on every table. */

const eventColumns = {
  id: evento.id,
  titulo: evento.titulo,
  dataInicio: evento.dataInicio,
  dataFim: evento.dataFim,
  localNome: evento.localNome,
};

export async function findDoorEventRow(tx: Tx, churchId: number, eventId: number) {
  const [row] = await tx
    .select(eventColumns)
    .from(evento)
    .where(and(eq(evento.igrejaId, churchId), eq(evento.id, eventId)));
  return row;
}

/** Those events (a scoped grant's, whatever their dates), or (null) the active ones ending at or after `from`; soonest first. */
export function listDoorEventRows(tx: Tx, churchId: number, f: { ids: number[] | null; from: Date; limit: number }) {
  const where: SQL[] = [eq(evento.igrejaId, churchId)];
  if (f.ids) where.push(inArray(evento.id, f.ids.length ? f.ids : [0]));
  else where.push(eq(evento.flagAtivo, true), gte(evento.dataFim, f.from));
  return tx
    .select(eventColumns)
    .from(evento)
    .where(and(...where))
    .orderBy(asc(evento.dataInicio), asc(evento.id))
    .limit(f.limit);
}

const ticketColumns = {
  bilheteId: eventoBilhete.id,
  codigo: eventoBilhete.codigo,
  eventoId: eventoInscricao.eventoId,
  titular: eventoBilhete.titular,
  tipo: eventoIngresso.nome,
  status: eventoInscricao.status,
};

function ticketQuery(tx: Tx, churchId: number, where: SQL[]) {
  return tx
    .select(ticketColumns)
    .from(eventoBilhete)
    .innerJoin(eventoInscricao, and(eq(eventoInscricao.id, eventoBilhete.inscricaoId), eq(eventoInscricao.igrejaId, churchId)))
    .innerJoin(eventoIngresso, and(eq(eventoIngresso.id, eventoBilhete.ingressoId), eq(eventoIngresso.igrejaId, churchId)))
    .where(and(eq(eventoBilhete.igrejaId, churchId), ...where));
}

export async function findTicketByCodeRow(tx: Tx, churchId: number, codigo: string) {
  const [row] = await ticketQuery(tx, churchId, [eq(eventoBilhete.codigo, codigo)]);
  return row;
}

export function eventTicketRows(tx: Tx, churchId: number, eventId: number) {
  return ticketQuery(tx, churchId, [eq(eventoInscricao.eventoId, eventId)]).orderBy(asc(eventoBilhete.id));
}

export function searchEventTicketRows(tx: Tx, churchId: number, eventId: number, q: string, limit: number) {
  return ticketQuery(tx, churchId, [eq(eventoInscricao.eventoId, eventId), ilike(eventoBilhete.titular, likeText(q))])
    .orderBy(asc(eventoBilhete.titular), asc(eventoBilhete.id))
    .limit(limit);
}

export function ticketRowsByIds(tx: Tx, churchId: number, ids: number[]) {
  return ticketQuery(tx, churchId, [inArray(eventoBilhete.id, ids.length ? ids : [0])]);
}

export async function confirmedTicketCount(tx: Tx, churchId: number, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventoBilhete)
    .innerJoin(eventoInscricao, and(eq(eventoInscricao.id, eventoBilhete.inscricaoId), eq(eventoInscricao.igrejaId, churchId)))
    .where(and(eq(eventoBilhete.igrejaId, churchId), eq(eventoInscricao.eventoId, eventId), eq(eventoInscricao.status, 'confirmada')));
  return row?.n ?? 0;
}
