import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { metodoPagamento } from '../church/church.schema.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao, eventoPergunta } from './events.schema.ts';
import { eventoListaEspera } from './waitlist.schema.ts';

/** SQL of the event pages (list, detail, fee quote), in the use case's church transaction; every query filters by church. */

export type EventRow = typeof evento.$inferSelect;
export type TicketTypeRow = typeof eventoIngresso.$inferSelect;
export type QuestionRow = typeof eventoPergunta.$inferSelect;

/** Who holds tickets: a member's client account, or a guest by e-mail. */
export type Buyer = { usuarioId: number } | { email: string };

/** Registrations that hold seats and count toward the per-user limit. */
export const HOLDING_STATUSES = ['pendente', 'confirmada'];

export function buyerFilter(buyer: Buyer): SQL {
  return 'usuarioId' in buyer ? eq(eventoInscricao.idUsuario, buyer.usuarioId) : eq(eventoInscricao.convidadoEmail, buyer.email);
}

/**
 * A page of the church's active events: upcoming (not ended) soonest first, then (`todos`) ended ones, latest first;
 * with `nextEnd`, when the first of the church's active events not yet ended ends (epoch ms, null: none), the moment
 * this page stops being the answer by itself.
 */
export async function listEvents(tx: Tx, churchId: number, q: { todos: boolean; page: number; limit: number }, now: Date) {
  const active = and(eq(evento.igrejaId, churchId), eq(evento.flagAtivo, true));
  const upcoming = gte(evento.dataFim, now);
  const where = q.todos ? active : and(active, upcoming);
  const ended = sql`(${evento.dataFim} < ${now.toISOString()}::timestamptz)`;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(evento)
      .where(where)
      .orderBy(asc(ended), sql`case when ${ended} then null else ${evento.dataInicio} end asc`, desc(evento.dataFim), asc(evento.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    tx
      .select({
        n: q.todos ? count() : sql<number>`(count(*) filter (where ${upcoming}))::int`.mapWith(Number),
        nextEnd: sql<number | null>`(extract(epoch from min(${evento.dataFim}) filter (where ${upcoming})) * 1000)::float8`,
      })
      .from(evento)
      .where(active),
  ]);
  const nextEnd = total?.nextEnd;
  return { rows, total: total?.n ?? 0, nextEnd: nextEnd === null || nextEnd === undefined ? null : Number(nextEnd) };
}

export async function findEvent(tx: Tx, churchId: number, id: number): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(evento)
    .where(and(eq(evento.igrejaId, churchId), eq(evento.id, id), eq(evento.flagAtivo, true)))
    .limit(1);
  return row;
}

/** Active ticket types of the events, in the church's order. */
export async function listTicketTypes(tx: Tx, churchId: number, eventIds: number[]): Promise<TicketTypeRow[]> {
  if (eventIds.length === 0) return [];
  return tx
    .select()
    .from(eventoIngresso)
    .where(and(eq(eventoIngresso.igrejaId, churchId), inArray(eventoIngresso.eventoId, eventIds), eq(eventoIngresso.flagAtivo, true)))
    .orderBy(asc(eventoIngresso.ordem), asc(eventoIngresso.id));
}

export async function listQuestions(tx: Tx, churchId: number, ticketTypeIds: number[]): Promise<QuestionRow[]> {
  if (ticketTypeIds.length === 0) return [];
  return tx
    .select()
    .from(eventoPergunta)
    .where(and(eq(eventoPergunta.igrejaId, churchId), inArray(eventoPergunta.ingressoId, ticketTypeIds)))
    .orderBy(asc(eventoPergunta.ordem), asc(eventoPergunta.id));
}

/**
 * Tickets the buyer holds per type among `ticketTypeIds` (pending and confirmed registrations), and how many of
 * them are confirmed. In the purchase this runs after the types are locked, so it sees every committed purchase.
 */
export async function ownedTickets(tx: Tx, churchId: number, buyer: Buyer, ticketTypeIds: number[]) {
  if (ticketTypeIds.length === 0) return [];
  return tx
    .select({
      ingressoId: eventoBilhete.ingressoId,
      total: count(),
      confirmados: sql<number>`count(*) filter (where ${eventoInscricao.status} = 'confirmada')`.mapWith(Number),
      /** The first confirmed ticket of the type (the content page of a type with content). */
      primeiroConfirmado: sql<number | null>`min(${eventoBilhete.id}) filter (where ${eventoInscricao.status} = 'confirmada')`,
    })
    .from(eventoBilhete)
    .innerJoin(eventoInscricao, eq(eventoInscricao.id, eventoBilhete.inscricaoId))
    .where(
      and(
        eq(eventoBilhete.igrejaId, churchId),
        eq(eventoInscricao.igrejaId, churchId),
        inArray(eventoBilhete.ingressoId, ticketTypeIds),
        inArray(eventoInscricao.status, HOLDING_STATUSES),
        buyerFilter(buyer),
      ),
    )
    .groupBy(eventoBilhete.ingressoId);
}

/** Codes of the church's active payment methods. */
export async function listActiveMethodCodes(tx: Tx, churchId: number): Promise<string[]> {
  const rows = await tx
    .select({ codigo: metodoPagamento.codigo })
    .from(metodoPagamento)
    .where(and(eq(metodoPagamento.igrejaId, churchId), eq(metodoPagamento.flagAtivo, true)));
  return rows.map((r) => r.codigo);
}

/** The caller's part of an event's detail: their tickets per type (ownedTickets) and their waitlist places (placesOfMember). */
export interface MemberEventState {
  owned: { ingressoId: number; total: number; confirmados: number; primeiroConfirmado: number | null }[];
  places: { ingressoId: number; status: string; antes: number; ofertaExpiraEm: Date | null }[];
}

/**
 * The member's tickets and active waitlist places among `typeIds` in ONE statement (the event detail's only
 * per-caller read; the rest is the church's cached public read): the same rows as ownedTickets and placesOfMember.
 */
export async function memberEventState(tx: Tx, churchId: number, usuarioId: number, typeIds: number[]): Promise<MemberEventState> {
  if (typeIds.length === 0) return { owned: [], places: [] };
  const result = await tx.execute(sql`
    select
      (select coalesce(json_agg(o), '[]'::json) from (
        select b.ingresso_id as "ingressoId", count(*)::int as total,
          (count(*) filter (where i.status = 'confirmada'))::int as confirmados,
          min(b.id) filter (where i.status = 'confirmada') as "primeiroConfirmado"
        from ${eventoBilhete} b join ${eventoInscricao} i on i.id = b.inscricao_id
        where b.igreja_id = ${churchId} and i.igreja_id = ${churchId} and b.ingresso_id in ${typeIds}
          and i.status in ${HOLDING_STATUSES} and i.id_usuario = ${usuarioId}
        group by b.ingresso_id) o) as owned,
      (select coalesce(json_agg(p), '[]'::json) from (
        select l.ingresso_id as "ingressoId", l.status, l.oferta_expira_em as "ofertaExpiraEm",
          (select count(*)::int from ${eventoListaEspera} a where a.igreja_id = l.igreja_id and a.ingresso_id = l.ingresso_id
            and a.status = 'aguardando' and a.id < l.id) as antes
        from ${eventoListaEspera} l
        where l.igreja_id = ${churchId} and l.id_usuario = ${usuarioId} and l.ingresso_id in ${typeIds}
          and l.status in ('aguardando', 'oferta')) p) as places`);
  const [row] = (result as unknown as { rows: { owned: unknown; places: unknown }[] }).rows;
  // PGlite parses json columns, node-postgres too; a driver handing text back is parsed here.
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const places = parse<(Omit<MemberEventState['places'][number], 'ofertaExpiraEm'> & { ofertaExpiraEm: string | null })[]>(
    row?.places ?? [],
  );
  return {
    owned: parse<MemberEventState['owned']>(row?.owned ?? []),
    places: places.map((p) => ({ ...p, ofertaExpiraEm: p.ofertaExpiraEm === null ? null : new Date(p.ofertaExpiraEm) })),
  };
}
