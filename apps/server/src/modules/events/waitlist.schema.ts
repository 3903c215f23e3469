import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { evento, eventoIngresso } from './events.schema.ts';

/**
 * The waitlist of a sold-out ticket type (contract events-waitlist.ts): one row per place a member took, kept as
 * history once it ends. `oferta` rows hold one seat each in the type's `reservados` until `oferta_expira_em`; every
 * change of a row's status happens under the ticket type's row lock (waitlist-offers.ts), so offers never race.
 */
export const eventoListaEspera = pgTable(
  'evento_lista_espera',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    ingressoId: integer('ingresso_id')
      .notNull()
      .references(() => eventoIngresso.id, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** aguardando | oferta | comprada | expirada | saiu */
    status: text('status').notNull(),
    /** The language of the offer e-mail (the one the member joined in). */
    idioma: text('idioma').notNull(),
    ofertadaEm: timestamp('ofertada_em', { withTimezone: true }),
    ofertaExpiraEm: timestamp('oferta_expira_em', { withTimezone: true }),
    ofertaEmailEm: timestamp('oferta_email_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One place per member and type while it lasts: never two offers (or an offer and a wait) for one type.
    uniqueIndex('evento_lista_espera_ativa_uq')
      .on(t.igrejaId, t.ingressoId, t.idUsuario)
      .where(sql`${t.status} in ('aguardando', 'oferta')`),
    // The line, in order of arrival.
    index('evento_lista_espera_fila_idx')
      .on(t.igrejaId, t.ingressoId, t.id)
      .where(sql`${t.status} = 'aguardando'`),
    // The expiry job's sweep.
    index('evento_lista_espera_oferta_idx')
      .on(t.igrejaId, t.ofertaExpiraEm)
      .where(sql`${t.status} = 'oferta'`),
    index('evento_lista_espera_usuario_idx').on(t.igrejaId, t.idUsuario),
    check(
      'evento_lista_espera_status_ck',
      sql`${t.status} in ('aguardando', 'oferta', 'comprada', 'expirada', 'saiu') and (${t.status} <> 'oferta' or ${t.ofertaExpiraEm} is not null)`,
    ),
  ],
);
