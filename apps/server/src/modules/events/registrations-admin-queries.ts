import type {
  TEventRegistrationQuestion,
  TEventRegistrationSummary,
  TEventTicketTypeSummary,
} from '@congrega/contract/admin/event-registrations';
import type { TPersonRegistration } from '@congrega/contract/admin/person-registrations';
import { holderQuestionType } from '@congrega/contract/events';
import type { TRegistrationStatus } from '@congrega/contract/events-purchase';
import type { TPaymentMethodCode, TPaymentStatus } from '@congrega/contract/payments/constants';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { eventTicketRevenue } from './event-revenue.repository.ts';
import { listQuestions } from './events.repository.ts';
import {
  eventRegistrationCount,
  eventRegistrationExportRows,
  eventRegistrationRows,
  findEventHead,
  findEventRegistrationRow,
  registrationsOfMemberRows,
  ticketsOfRegistrations,
  ticketTypeCounts,
  type EventRegistrationFilter,
  type EventRegistrationRow,
  type RegistrationTicketRow,
} from './registrations-admin.repository.ts';

/**
 * The staff console's reads of registrations (exported through the door for admin/), each in the caller's church
 * transaction: a member's (People area) and an event's (its registrations screen, CSV and a registration's detail).
 */
export type { EventRegistrationFilter };

/** A member's registrations for the People area: newest first, at most `limit`. */
export async function registrationsOfMember(tx: Tx, churchId: number, usuarioId: number, limit: number): Promise<TPersonRegistration[]> {
  const rows = await registrationsOfMemberRows(tx, churchId, usuarioId, limit);
  return rows.map((r) => ({
    id: r.id,
    evento: { id: r.eventoId, titulo: r.eventoTitulo, dataInicio: r.eventoInicio.toISOString() },
    status: r.status as TRegistrationStatus,
    bilhetes: r.bilhetes,
    pagamento: r.pagamentoId === null || r.pagamentoCodigo === null ? null : { id: r.pagamentoId, codigo: r.pagamentoCodigo },
    criadoEm: r.criadoEm.toISOString(),
  }));
}

function toSummary(r: EventRegistrationRow, tickets: RegistrationTicketRow[]): TEventRegistrationSummary {
  return {
    id: r.id,
    status: r.status as TRegistrationStatus,
    comprador: { usuarioId: r.usuarioId, nome: r.nome ?? '', email: r.email },
    moeda: r.moeda,
    valor: r.valor,
    pago: r.pago,
    pagamento:
      r.pagamentoId === null || r.pagamentoCodigo === null
        ? null
        : {
            id: r.pagamentoId,
            codigo: r.pagamentoCodigo,
            status: r.pagamentoStatus as TPaymentStatus,
            metodo: r.pagamentoMetodo as TPaymentMethodCode | null,
            total: r.pagamentoTotal ?? 0,
            estornado: r.pagamentoEstornado ?? 0,
          },
    bilhetes: tickets
      .filter((t) => t.inscricaoId === r.id)
      .map((t) => ({
        id: t.id,
        titular: t.titular,
        tipo: { id: t.ingressoId, nome: t.tipoNome },
        respostas: t.respostas,
        checkinEm: t.checkinEm?.toISOString() ?? null,
      })),
    criadoEm: r.criadoEm.toISOString(),
  };
}

async function summaries(tx: Tx, churchId: number, rows: EventRegistrationRow[]): Promise<TEventRegistrationSummary[]> {
  const tickets = await ticketsOfRegistrations(
    tx,
    churchId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, tickets));
}

/** The event's ticket types: stock, tickets by state, admissions and revenue (the whole event). */
async function typeSummaries(tx: Tx, churchId: number, eventId: number): Promise<TEventTicketTypeSummary[]> {
  const [counts, revenue] = [await ticketTypeCounts(tx, churchId, eventId), await eventTicketRevenue(tx, churchId, eventId)];
  return counts.map((c) => {
    const r = revenue.find((x) => Number(x.ingresso_id) === c.id);
    return {
      id: c.id,
      nome: c.nome,
      preco: c.valor + c.taxa,
      quantidade: c.quantidade,
      vendidos: c.vendidos,
      reservados: c.reservados,
      confirmados: c.confirmados,
      pendentes: c.pendentes,
      checkins: c.checkins,
      bruto: Number(r?.bruto ?? 0),
      taxas: Number(r?.taxas ?? 0),
      estornado: Number(r?.estornado ?? 0),
    };
  });
}

/** A page of the event's registrations with the per-type summary (404 EVENT_NOT_FOUND for another church's event). */
export async function eventRegistrationPage(
  tx: Tx,
  churchId: number,
  eventId: number,
  filter: EventRegistrationFilter,
  page: { page: number; limit: number },
) {
  const head = await findEventHead(tx, churchId, eventId);
  if (!head) throw new AppError('EVENT_NOT_FOUND');
  const rows = await eventRegistrationRows(tx, churchId, eventId, filter, { offset: (page.page - 1) * page.limit, limit: page.limit });
  return {
    evento: { id: head.id, titulo: head.titulo, dataInicio: head.dataInicio.toISOString(), dataFim: head.dataFim.toISOString() },
    itens: await summaries(tx, churchId, rows),
    total: await eventRegistrationCount(tx, churchId, eventId, filter),
    tipos: await typeSummaries(tx, churchId, eventId),
  };
}

/** One keyset page of the CSV export (ids below `before`, newest first); 404 for another church's event. */
export async function eventRegistrationExportPage(
  tx: Tx,
  churchId: number,
  eventId: number,
  filter: EventRegistrationFilter,
  before: number | null,
  limit: number,
): Promise<TEventRegistrationSummary[]> {
  if (before === null && !(await findEventHead(tx, churchId, eventId))) throw new AppError('EVENT_NOT_FOUND');
  return summaries(tx, churchId, await eventRegistrationExportRows(tx, churchId, eventId, filter, before, limit));
}

/**
 * One registration of the event as the console shows it, and what its detail adds (language, tickets e-mailed);
 * 404 EVENT_REGISTRATION_NOT_FOUND when it is not one of the event.
 */
export async function eventRegistration(tx: Tx, churchId: number, eventId: number, id: number) {
  const row = await findEventRegistrationRow(tx, churchId, eventId, id);
  if (!row) throw new AppError('EVENT_REGISTRATION_NOT_FOUND');
  const [summary] = await summaries(tx, churchId, [row]);
  const typeIds = [...new Set(summary!.bilhetes.map((b) => b.tipo.id))];
  const perguntas: TEventRegistrationQuestion[] = (await listQuestions(tx, churchId, typeIds)).map((q) => ({
    id: q.id,
    ingressoId: q.ingressoId,
    texto: q.texto,
    tipo: holderQuestionType(q.tipo),
    opcoes: q.opcoes,
    obrigatoria: q.obrigatoria,
  }));
  return { summary: summary!, idioma: row.idioma, emailEnviadoEm: row.emailEnviadoEm?.toISOString() ?? null, perguntas };
}
