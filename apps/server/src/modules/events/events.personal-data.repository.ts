import { and, eq, inArray } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao } from './events.schema.ts';

/** What a holder's name becomes once the buyer's account is deleted (the ticket row stays). */
export const ERASED_HOLDER = 'Titular excluído';

/**
 * Event registrations bought by the member, with their tickets (holder, answers, code): exported as they are.
 *
 * Erasure keeps every registration and ticket row: a registration is a purchase tied to a payment (kept,
 * pseudonymised by the payments handler), and the church must still account for the sold seats. What names a
 * person goes: holder names and answers on the tickets, guest name/e-mail/phone/document on the registrations; the
 * replayable purchase answers (which repeat the holders) are payments' Idempotency-Key store, erased by its handler.
 * Ticket codes are left valid, also for future events: a paid seat is not refunded by an account deletion (a
 * refund is the church's decision, through payments, which also releases the seat), a ticket may be held by
 * someone else who received its QR code by e-mail, and the code is random and names nobody once the holder is
 * wiped. Pending registrations keep following their payment (approved, cancelled or expired) as before.
 */
const own = (churchId: number, usuarioId: number) => and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idUsuario, usuarioId));

export const eventsPersonalData: PersonalDataHandler = {
  key: 'inscricoesEventos',
  tables: ['evento_inscricao', 'evento_bilhete'],
  async exportData({ tx, churchId, usuarioId }) {
    const registrations = await tx
      .select({
        id: eventoInscricao.id,
        eventoId: eventoInscricao.eventoId,
        evento: evento.titulo,
        status: eventoInscricao.status,
        valor: eventoInscricao.valor,
        moeda: eventoInscricao.moeda,
        convidado: eventoInscricao.convidado,
        criadoEm: eventoInscricao.criadoEm,
      })
      .from(eventoInscricao)
      .innerJoin(evento, and(eq(evento.igrejaId, churchId), eq(evento.id, eventoInscricao.eventoId)))
      .where(own(churchId, usuarioId))
      .orderBy(eventoInscricao.id);
    if (registrations.length === 0) return [];
    const tickets = await tx
      .select({
        id: eventoBilhete.id,
        inscricaoId: eventoBilhete.inscricaoId,
        ingresso: eventoIngresso.nome,
        titular: eventoBilhete.titular,
        respostas: eventoBilhete.respostas,
        codigo: eventoBilhete.codigo,
      })
      .from(eventoBilhete)
      .innerJoin(eventoIngresso, and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.id, eventoBilhete.ingressoId)))
      .where(
        and(
          eq(eventoBilhete.igrejaId, churchId),
          inArray(
            eventoBilhete.inscricaoId,
            registrations.map((r) => r.id),
          ),
        ),
      )
      .orderBy(eventoBilhete.id);
    return registrations.map((r) => ({
      ...r,
      ingressos: tickets.filter((b) => b.inscricaoId === r.id).map(({ inscricaoId: _i, ...b }) => b),
    }));
  },
  async erase({ tx, churchId, usuarioId }) {
    const ids = (await tx.select({ id: eventoInscricao.id }).from(eventoInscricao).where(own(churchId, usuarioId))).map((r) => r.id);
    if (ids.length > 0) {
      await tx
        .update(eventoBilhete)
        .set({ titular: ERASED_HOLDER, respostas: [] })
        .where(and(eq(eventoBilhete.igrejaId, churchId), inArray(eventoBilhete.inscricaoId, ids)));
      await tx.update(eventoInscricao).set({ convidado: null, convidadoEmail: null }).where(own(churchId, usuarioId));
    }
  },
};
