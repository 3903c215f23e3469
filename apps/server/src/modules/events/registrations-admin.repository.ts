import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { eventoCheckin } from '../admin/door.schema.ts';
import { MONEY_RECEIVED, pagamento } from '../payments/payments.schema.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao } from './events.schema.ts';

/**
 * SQL of the staff console's registrations (the People area's per member, the events area's per event), every table
 * filtered by church. An event's list is ordered newest first (criado_em, id) and its export walks the same order
 * by keyset on the id.
 */

/** A member's registrations with their event, ticket count and order code (church-filtered on every table). */
export function registrationsOfMemberRows(tx: Tx, churchId: number, usuarioId: number, limit: number) {
  return tx
    .select({
      id: eventoInscricao.id,
      eventoId: evento.id,
      eventoTitulo: evento.titulo,
      eventoInicio: evento.dataInicio,
      status: eventoInscricao.status,
      bilhetes:
        sql<number>`(select count(*) from ${eventoBilhete} where ${eventoBilhete.igrejaId} = ${churchId} and ${eventoBilhete.inscricaoId} = ${eventoInscricao.id})`.mapWith(
          Number,
        ),
      pagamentoId: eventoInscricao.idPagamento,
      pagamentoCodigo: pagamento.codigo,
      criadoEm: eventoInscricao.criadoEm,
    })
    .from(eventoInscricao)
    .innerJoin(evento, and(eq(evento.id, eventoInscricao.eventoId), eq(evento.igrejaId, churchId)))
    .leftJoin(pagamento, and(eq(pagamento.id, eventoInscricao.idPagamento), eq(pagamento.igrejaId, churchId)))
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idUsuario, usuarioId)))
    .orderBy(desc(eventoInscricao.criadoEm), desc(eventoInscricao.id))
    .limit(limit);
}

export interface EventRegistrationFilter {
  status?: string;
  ingresso?: number;
  metodo?: string;
  pago?: boolean;
  checkin?: boolean;
  q?: string;
}

/** Money received, or a free registration (status gratuito). */
const paid = sql`(${pagamento.status} = 'gratuito' or ${MONEY_RECEIVED})`;

const buyerName = sql<string>`coalesce(${usuario.nome} || ' ' || ${usuario.sobrenome}, trim(coalesce(${eventoInscricao.convidado}->>'nome', '') || ' ' || coalesce(${eventoInscricao.convidado}->>'sobrenome', '')))`;
const buyerEmail = sql<string | null>`coalesce(${usuario.email}, ${eventoInscricao.convidadoEmail})`;

function ticketWhere(churchId: number, condition: SQL): SQL {
  return sql`exists (select 1 from ${eventoBilhete} b where b.igreja_id = ${churchId} and b.inscricao_id = ${eventoInscricao.id} and ${condition})`;
}

function where(churchId: number, eventId: number, f: EventRegistrationFilter): SQL | undefined {
  const checkedIn = sql`exists (select 1 from ${eventoCheckin} c where c.igreja_id = ${churchId} and c.bilhete_id = b.id)`;
  const pattern = f.q === undefined ? undefined : likeText(f.q);
  return and(
    eq(eventoInscricao.igrejaId, churchId),
    eq(eventoInscricao.eventoId, eventId),
    f.status === undefined ? undefined : eq(eventoInscricao.status, f.status),
    f.ingresso === undefined ? undefined : ticketWhere(churchId, sql`b.ingresso_id = ${f.ingresso}`),
    f.metodo === undefined ? undefined : eq(pagamento.metodo, f.metodo),
    f.pago === undefined ? undefined : f.pago ? paid : sql`not coalesce(${paid}, false)`,
    f.checkin === undefined ? undefined : f.checkin ? ticketWhere(churchId, checkedIn) : sql`not ${ticketWhere(churchId, checkedIn)}`,
    pattern === undefined
      ? undefined
      : sql`(${buyerName} ilike ${pattern} or ${buyerEmail} ilike ${pattern} or ${pagamento.codigo} = ${f.q}
          or ${ticketWhere(churchId, sql`b.titular ilike ${pattern}`)})`,
  );
}

function registrationColumns() {
  return {
    id: eventoInscricao.id,
    status: eventoInscricao.status,
    usuarioId: eventoInscricao.idUsuario,
    nome: buyerName,
    email: buyerEmail,
    moeda: eventoInscricao.moeda,
    valor: eventoInscricao.valor,
    idioma: eventoInscricao.idioma,
    emailEnviadoEm: eventoInscricao.emailEnviadoEm,
    criadoEm: eventoInscricao.criadoEm,
    pago: sql<boolean>`coalesce(${paid}, false)`,
    pagamentoId: pagamento.id,
    pagamentoCodigo: pagamento.codigo,
    pagamentoStatus: pagamento.status,
    pagamentoMetodo: pagamento.metodo,
    pagamentoTotal: pagamento.total,
    pagamentoEstornado: pagamento.valorEstornado,
  };
}
export type EventRegistrationRow = Awaited<ReturnType<typeof eventRegistrationRows>>[number];

function baseQuery(tx: Tx, churchId: number) {
  return tx
    .select(registrationColumns())
    .from(eventoInscricao)
    .leftJoin(usuario, and(eq(usuario.igrejaId, churchId), eq(usuario.id, eventoInscricao.idUsuario)))
    .leftJoin(pagamento, and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, eventoInscricao.idPagamento)));
}

/** A page of the event's registrations (newest first) matching the filters. */
export function eventRegistrationRows(
  tx: Tx,
  churchId: number,
  eventId: number,
  f: EventRegistrationFilter,
  page: { offset: number; limit: number },
) {
  return baseQuery(tx, churchId)
    .where(where(churchId, eventId, f))
    .orderBy(desc(eventoInscricao.criadoEm), desc(eventoInscricao.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function eventRegistrationCount(tx: Tx, churchId: number, eventId: number, f: EventRegistrationFilter): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventoInscricao)
    .leftJoin(usuario, and(eq(usuario.igrejaId, churchId), eq(usuario.id, eventoInscricao.idUsuario)))
    .leftJoin(pagamento, and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, eventoInscricao.idPagamento)))
    .where(where(churchId, eventId, f));
  return row?.n ?? 0;
}

/** One keyset page of the export: registrations with an id below `before` (newest ids first). */
export function eventRegistrationExportRows(
  tx: Tx,
  churchId: number,
  eventId: number,
  f: EventRegistrationFilter,
  before: number | null,
  limit: number,
) {
  return baseQuery(tx, churchId)
    .where(and(where(churchId, eventId, f), before === null ? undefined : lt(eventoInscricao.id, before)))
    .orderBy(desc(eventoInscricao.id))
    .limit(limit);
}

/** One registration of the event (undefined when it is not one of it); `lock` takes its row for a change. */
export async function findEventRegistrationRow(tx: Tx, churchId: number, eventId: number, id: number, { lock = false } = {}) {
  const q = baseQuery(tx, churchId).where(
    and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.eventoId, eventId), eq(eventoInscricao.id, id)),
  );
  const [row] = await (lock ? q.for('update', { of: eventoInscricao }) : q);
  return row;
}

/** The tickets of these registrations with their type and admission time, in ticket order. */
export function ticketsOfRegistrations(tx: Tx, churchId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select({
      id: eventoBilhete.id,
      inscricaoId: eventoBilhete.inscricaoId,
      titular: eventoBilhete.titular,
      respostas: eventoBilhete.respostas,
      ingressoId: eventoBilhete.ingressoId,
      tipoNome: eventoIngresso.nome,
      checkinEm: eventoCheckin.em,
    })
    .from(eventoBilhete)
    .innerJoin(eventoIngresso, and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.id, eventoBilhete.ingressoId)))
    .leftJoin(eventoCheckin, and(eq(eventoCheckin.igrejaId, churchId), eq(eventoCheckin.bilheteId, eventoBilhete.id)))
    .where(and(eq(eventoBilhete.igrejaId, churchId), inArray(eventoBilhete.inscricaoId, ids)))
    .orderBy(asc(eventoBilhete.id));
}
export type RegistrationTicketRow = Awaited<ReturnType<typeof ticketsOfRegistrations>>[number];

/** The event's ticket types with stock, tickets by registration state and admissions (one aggregate). */
export function ticketTypeCounts(tx: Tx, churchId: number, eventId: number) {
  const count = (condition: SQL) =>
    sql<number>`(select count(*) from ${eventoBilhete} b join ${eventoInscricao} r on r.igreja_id = ${churchId} and r.id = b.inscricao_id
      where b.igreja_id = ${churchId} and b.ingresso_id = evento_ingresso.id and ${condition})`.mapWith(Number);
  return tx
    .select({
      id: eventoIngresso.id,
      nome: eventoIngresso.nome,
      valor: eventoIngresso.valor,
      taxa: eventoIngresso.taxa,
      quantidade: eventoIngresso.quantidade,
      vendidos: eventoIngresso.vendidos,
      reservados: eventoIngresso.reservados,
      confirmados: count(sql`r.status = 'confirmada'`),
      pendentes: count(sql`r.status = 'pendente'`),
      checkins: count(sql`exists (select 1 from ${eventoCheckin} c where c.igreja_id = ${churchId} and c.bilhete_id = b.id)`),
    })
    .from(eventoIngresso)
    .where(and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.eventoId, eventId)))
    .orderBy(asc(eventoIngresso.ordem), asc(eventoIngresso.id));
}

/** The event's heading (undefined: not one of the church's). */
export async function findEventHead(tx: Tx, churchId: number, eventId: number) {
  const [row] = await tx
    .select({ id: evento.id, titulo: evento.titulo, dataInicio: evento.dataInicio, dataFim: evento.dataFim })
    .from(evento)
    .where(and(eq(evento.igrejaId, churchId), eq(evento.id, eventId)));
  return row;
}
