import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { evento, eventoBilhete, eventoConteudo, eventoIngresso, eventoInscricao } from './events.schema.ts';
import { HOLDING_STATUSES } from './events.repository.ts';
import type { TicketViewRow } from './registration-view.ts';

/** SQL of the member's registrations, tickets and ticket content: always filtered by church and owner. */

const ticketColumns = {
  id: eventoBilhete.id,
  codigo: eventoBilhete.codigo,
  titular: eventoBilhete.titular,
  respostas: eventoBilhete.respostas,
  ingressoId: eventoBilhete.ingressoId,
  tipoNome: eventoIngresso.nome,
  flagConteudoOnline: eventoIngresso.flagConteudoOnline,
  status: eventoInscricao.status,
  pedido: pagamento.codigo,
  criadoEm: eventoBilhete.criadoEm,
};

function ticketsQuery(tx: Tx, churchId: number) {
  return tx
    .select(ticketColumns)
    .from(eventoBilhete)
    .innerJoin(eventoInscricao, and(eq(eventoInscricao.id, eventoBilhete.inscricaoId), eq(eventoInscricao.igrejaId, churchId)))
    .innerJoin(eventoIngresso, and(eq(eventoIngresso.id, eventoBilhete.ingressoId), eq(eventoIngresso.igrejaId, churchId)))
    .leftJoin(pagamento, and(eq(pagamento.id, eventoInscricao.idPagamento), eq(pagamento.igrejaId, churchId)));
}

/** Per event: the member's pending and confirmed tickets, and whether a confirmed one has content. */
export async function listMyEventTickets(tx: Tx, churchId: number, usuarioId: number) {
  return tx
    .select({
      eventoId: eventoInscricao.eventoId,
      confirmados: sql<number>`count(*) filter (where ${eventoInscricao.status} = 'confirmada')`.mapWith(Number),
      pendentes: sql<number>`count(*) filter (where ${eventoInscricao.status} = 'pendente')`.mapWith(Number),
      flagConteudo: sql<boolean>`bool_or(${eventoInscricao.status} = 'confirmada' and ${eventoIngresso.flagConteudoOnline})`,
      ingressoConteudo: sql<
        number | null
      >`min(${eventoBilhete.id}) filter (where ${eventoInscricao.status} = 'confirmada' and ${eventoIngresso.flagConteudoOnline})`,
    })
    .from(eventoBilhete)
    .innerJoin(eventoInscricao, and(eq(eventoInscricao.id, eventoBilhete.inscricaoId), eq(eventoInscricao.igrejaId, churchId)))
    .innerJoin(eventoIngresso, and(eq(eventoIngresso.id, eventoBilhete.ingressoId), eq(eventoIngresso.igrejaId, churchId)))
    .where(
      and(
        eq(eventoBilhete.igrejaId, churchId),
        eq(eventoInscricao.idUsuario, usuarioId),
        inArray(eventoInscricao.status, HOLDING_STATUSES),
      ),
    )
    .groupBy(eventoInscricao.eventoId);
}

/** Events by id (active or not: a member keeps seeing the events they hold tickets for). */
export async function findEventsById(tx: Tx, churchId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(evento)
    .where(and(eq(evento.igrejaId, churchId), inArray(evento.id, ids)))
    .orderBy(desc(evento.dataInicio), asc(evento.id));
}

/** The member's pending and confirmed tickets of one event, oldest first. */
export async function listMyTickets(tx: Tx, churchId: number, usuarioId: number, eventoId: number): Promise<TicketViewRow[]> {
  return ticketsQuery(tx, churchId)
    .where(
      and(
        eq(eventoBilhete.igrejaId, churchId),
        eq(eventoInscricao.idUsuario, usuarioId),
        eq(eventoInscricao.eventoId, eventoId),
        inArray(eventoInscricao.status, HOLDING_STATUSES),
      ),
    )
    .orderBy(asc(eventoBilhete.id));
}

/** One of the member's confirmed tickets of the event (undefined: missing, someone else's, not confirmed). */
export async function findMyConfirmedTicket(tx: Tx, churchId: number, usuarioId: number, eventoId: number, ticketId: number) {
  const [row] = await tx
    .select({ id: eventoBilhete.id, ingressoId: eventoBilhete.ingressoId, flagConteudoOnline: eventoIngresso.flagConteudoOnline })
    .from(eventoBilhete)
    .innerJoin(eventoInscricao, and(eq(eventoInscricao.id, eventoBilhete.inscricaoId), eq(eventoInscricao.igrejaId, churchId)))
    .innerJoin(eventoIngresso, and(eq(eventoIngresso.id, eventoBilhete.ingressoId), eq(eventoIngresso.igrejaId, churchId)))
    .where(
      and(
        eq(eventoBilhete.igrejaId, churchId),
        eq(eventoBilhete.id, ticketId),
        eq(eventoInscricao.idUsuario, usuarioId),
        eq(eventoInscricao.eventoId, eventoId),
        eq(eventoInscricao.status, 'confirmada'),
      ),
    )
    .limit(1);
  return row;
}

/** Content of the event for a ticket type (rows naming the type, or no type: every content ticket). */
export async function listContent(tx: Tx, churchId: number, eventoId: number, ingressoId: number) {
  return tx
    .select()
    .from(eventoConteudo)
    .where(
      and(
        eq(eventoConteudo.igrejaId, churchId),
        eq(eventoConteudo.eventoId, eventoId),
        or(isNull(eventoConteudo.ingressoId), eq(eventoConteudo.ingressoId, ingressoId)),
      ),
    )
    .orderBy(asc(eventoConteudo.ordem), asc(eventoConteudo.id));
}

/** What the ticket e-mail needs: the registration, its event, church, buyer's address and tickets. */
export async function findTicketMailData(tx: Tx, churchId: number, inscricaoId: number) {
  const [row] = await tx
    .select({
      registration: eventoInscricao,
      event: evento,
      churchName: igreja.nome,
      slug: igreja.slug,
      fusoHorario: igreja.fusoHorario,
      memberEmail: usuario.email,
      memberName: usuario.nome,
    })
    .from(eventoInscricao)
    .innerJoin(evento, and(eq(evento.id, eventoInscricao.eventoId), eq(evento.igrejaId, churchId)))
    .innerJoin(igreja, eq(igreja.id, eventoInscricao.igrejaId))
    .leftJoin(usuario, and(eq(usuario.id, eventoInscricao.idUsuario), eq(usuario.igrejaId, churchId)))
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.id, inscricaoId)))
    .limit(1);
  if (!row) return undefined;
  const tickets = await ticketsQuery(tx, churchId)
    .where(and(eq(eventoBilhete.igrejaId, churchId), eq(eventoBilhete.inscricaoId, inscricaoId)))
    .orderBy(asc(eventoBilhete.id));
  return { ...row, tickets };
}

/** The registration a payment pays for (the after-commit hook queues its e-mail). */
/** The event of the registration a payment pays for. */
export async function findRegistrationEventId(tx: Tx, churchId: number, paymentId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ eventoId: eventoInscricao.eventoId })
    .from(eventoInscricao)
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idPagamento, paymentId)))
    .limit(1);
  return row?.eventoId;
}

/** The guest (name, e-mail) who bought the registration a payment pays for; undefined for a member's. */
export async function findRegistrationGuest(tx: Tx, churchId: number, paymentId: number) {
  const [row] = await tx
    .select({ convidado: eventoInscricao.convidado, email: eventoInscricao.convidadoEmail })
    .from(eventoInscricao)
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idPagamento, paymentId)))
    .limit(1);
  if (!row?.email) return undefined;
  const nome = [row.convidado?.nome, row.convidado?.sobrenome].filter(Boolean).join(' ');
  return { nome: nome || row.email, email: row.email };
}

export async function findRegistrationIdByPayment(tx: Tx, churchId: number, paymentId: number) {
  const [row] = await tx
    .select({ id: eventoInscricao.id })
    .from(eventoInscricao)
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idPagamento, paymentId)))
    .limit(1);
  return row?.id;
}

/** A registration's tickets, in id order (the purchase's answer). */
export async function listRegistrationTickets(tx: Tx, churchId: number, inscricaoId: number): Promise<TicketViewRow[]> {
  return ticketsQuery(tx, churchId)
    .where(and(eq(eventoBilhete.igrejaId, churchId), eq(eventoBilhete.inscricaoId, inscricaoId)))
    .orderBy(asc(eventoBilhete.id));
}

/** The registration a payment pays for, with its event's title (the purchase's answer). */
export async function findRegistrationOfPayment(tx: Tx, churchId: number, paymentId: number) {
  const [row] = await tx
    .select({ registration: eventoInscricao, titulo: evento.titulo })
    .from(eventoInscricao)
    .innerJoin(evento, and(eq(evento.id, eventoInscricao.eventoId), eq(evento.igrejaId, churchId)))
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idPagamento, paymentId)))
    .limit(1);
  return row;
}
