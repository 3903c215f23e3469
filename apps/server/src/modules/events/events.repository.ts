import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { metodoPagamento } from '../church/church.schema.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao, eventoPergunta } from './events.schema.ts';

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

/** A page of the church's active events: upcoming (not ended) soonest first, then (`todos`) ended ones, latest first. */
export async function listEvents(tx: Tx, churchId: number, q: { todos: boolean; page: number; limit: number }, now: Date) {
  const where = and(eq(evento.igrejaId, churchId), eq(evento.flagAtivo, true), q.todos ? undefined : gte(evento.dataFim, now));
  const ended = sql`(${evento.dataFim} < ${now.toISOString()}::timestamptz)`;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(evento)
      .where(where)
      .orderBy(asc(ended), sql`case when ${ended} then null else ${evento.dataInicio} end asc`, desc(evento.dataFim), asc(evento.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    tx.select({ n: count() }).from(evento).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
