import { and, asc, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { evento, eventoIngresso } from './events.schema.ts';
import { lockTicketTypesById } from './purchase.repository.ts';
import { releaseOffers, stockChanged } from './waitlist-offers.ts';
import { eventoListaEspera } from './waitlist.schema.ts';

/**
 * The member's places in events' waitlists (waiting, offered, and the history of those that ended): exported as
 * they are, and deleted with the account. A seat held for them by an offer goes back to its ticket type first and
 * on to the next in line, in the same transaction (after it: the live pages and the offer e-mails).
 */
const own = (churchId: number, usuarioId: number) =>
  and(eq(eventoListaEspera.igrejaId, churchId), eq(eventoListaEspera.idUsuario, usuarioId));

export const waitlistPersonalData: PersonalDataHandler = {
  key: 'listasEsperaEventos',
  tables: ['evento_lista_espera'],
  async exportData({ tx, churchId, usuarioId }) {
    return tx
      .select({
        id: eventoListaEspera.id,
        eventoId: eventoListaEspera.eventoId,
        evento: evento.titulo,
        ingresso: eventoIngresso.nome,
        status: eventoListaEspera.status,
        idioma: eventoListaEspera.idioma,
        ofertadaEm: eventoListaEspera.ofertadaEm,
        ofertaExpiraEm: eventoListaEspera.ofertaExpiraEm,
        criadoEm: eventoListaEspera.criadoEm,
      })
      .from(eventoListaEspera)
      .innerJoin(evento, and(eq(evento.igrejaId, churchId), eq(evento.id, eventoListaEspera.eventoId)))
      .innerJoin(eventoIngresso, and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.id, eventoListaEspera.ingressoId)))
      .where(own(churchId, usuarioId))
      .orderBy(asc(eventoListaEspera.id));
  },
  async erase({ app, tx, churchId, usuarioId, afterCommit }) {
    const offers = await tx
      .select({ ingressoId: eventoListaEspera.ingressoId })
      .from(eventoListaEspera)
      .where(and(own(churchId, usuarioId), eq(eventoListaEspera.status, 'oferta')));
    const typeIds = [...new Set(offers.map((o) => o.ingressoId))];
    await lockTicketTypesById(tx, churchId, typeIds);
    // Under the locks: the offers as they stand now (the expiry job may have ended some meanwhile).
    const deleted = await tx.delete(eventoListaEspera).where(own(churchId, usuarioId)).returning({
      ingressoId: eventoListaEspera.ingressoId,
      status: eventoListaEspera.status,
    });
    const held = deleted.filter((d) => d.status === 'oferta');
    if (held.length === 0) return;
    await releaseOffers(tx, churchId, held);
    afterCommit(await stockChanged(app, tx, churchId, typeIds));
  },
};
