import type { TMyEvents, TMyTickets, TTicketContents } from '@congrega/contract/events-purchase';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { toSummary } from './events-view.ts';
import { listTicketTypes } from './events.repository.ts';
import { toTicket } from './registration-view.ts';
import { findEventsById, findMyConfirmedTicket, listContent, listMyEventTickets, listMyTickets } from './registrations.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * The member's registrations (account area /user/registrations). `{userId}` must be the caller's own client account:
 * any other id answers 404 like a missing row, as do other members' tickets and other churches' events. Content is
 * only for the owner of a confirmed ticket whose type has exclusive online content.
 */

function assertSelf(usuarioId: number, userId: number): void {
  if (usuarioId !== userId) throw new AppError('NOT_FOUND');
}

export async function getMyEvents(app: FastifyInstance, church: TenantChurch, auth: AuthContext, userId: number): Promise<TMyEvents> {
  const now = new Date();
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    assertSelf(usuarioId, userId);
    const held = await listMyEventTickets(tx, church.id, usuarioId);
    const ids = held.map((h) => h.eventoId);
    const [events, types] = await Promise.all([findEventsById(tx, church.id, ids), listTicketTypes(tx, church.id, ids)]);
    const byEvent = new Map(held.map((h) => [h.eventoId, h]));
    return {
      eventos: events.map((e) => {
        const h = byEvent.get(e.id)!;
        return {
          evento: toSummary(
            e,
            types.filter((t) => t.eventoId === e.id),
            church.moeda,
            now,
          ),
          confirmados: h.confirmados,
          pendentes: h.pendentes,
          flagConteudo: h.flagConteudo === true,
          ingressoConteudo: h.ingressoConteudo === null ? null : Number(h.ingressoConteudo),
        };
      }),
    };
  });
}

export async function getMyTickets(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  userId: number,
  eventoId: number,
): Promise<TMyTickets> {
  const now = new Date();
  const found = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    assertSelf(usuarioId, userId);
    const tickets = await listMyTickets(tx, church.id, usuarioId, eventoId);
    if (tickets.length === 0) return undefined;
    const [[event], types] = await Promise.all([findEventsById(tx, church.id, [eventoId]), listTicketTypes(tx, church.id, [eventoId])]);
    return event && { event, types, tickets };
  });
  if (!found) throw new AppError('EVENT_TICKET_NOT_FOUND');
  return {
    evento: toSummary(found.event, found.types, church.moeda, now),
    ingressos: await Promise.all(found.tickets.map((row) => toTicket(row))),
  };
}

export async function getTicketContent(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  params: { userId: number; id: number; ticketId: number },
): Promise<TTicketContents> {
  const rows = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    assertSelf(usuarioId, params.userId);
    const ticket = await findMyConfirmedTicket(tx, church.id, usuarioId, params.id, params.ticketId);
    if (!ticket?.flagConteudoOnline) return undefined;
    return listContent(tx, church.id, params.id, ticket.ingressoId);
  });
  if (!rows) throw new AppError('EVENT_CONTENT_NOT_FOUND');
  return {
    conteudos: rows.map((c) => ({
      id: c.id,
      titulo: c.titulo,
      descricao: c.descricao,
      tipo: (['video', 'link', 'texto', 'arquivo'] as const).find((t) => t === c.tipo) ?? 'link',
      url: c.url,
      texto: c.texto,
    })),
  };
}
