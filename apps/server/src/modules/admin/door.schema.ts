import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { evento, eventoBilhete } from '../events/events.schema.ts';

/**
 * Door check-in (issue 32; rules in packages/contract/src/admin/door.ts). Church tables (migration 0035). Staff are
 * named by their shared account id (`*_conta_id`, no foreign key), as the audit log names them.
 */

/** A ticket's admission: at most one per ticket (the unique index is what makes two parallel scans admit once). */
export const eventoCheckin = pgTable(
  'evento_checkin',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    bilheteId: integer('bilhete_id')
      .notNull()
      .references(() => eventoBilhete.id, { onDelete: 'cascade' }),
    admitidoPorContaId: integer('admitido_por_conta_id').notNull(),
    dispositivo: text('dispositivo').notNull(),
    porta: text('porta'),
    /** When the holder went in: the device's clock for an offline admission, else the server's. */
    em: timestamp('em', { withTimezone: true }).notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    /** The sync item it came from (null: scanned online). */
    localId: text('local_id'),
  },
  (t) => [
    uniqueIndex('evento_checkin_bilhete_uq').on(t.igrejaId, t.bilheteId),
    index('evento_checkin_evento_idx').on(t.igrejaId, t.eventoId),
  ],
);

/** The other admission of a conflict, as it was when the sync item arrived. */
export type CheckinSnapshot = { contaId: number; nome: string; dispositivo: string; porta: string | null; em: string };

/** A synced offline admission: one row per (event, device, local id), so a retried sync never counts twice. */
export const eventoCheckinSync = pgTable(
  'evento_checkin_sync',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    dispositivo: text('dispositivo').notNull(),
    localId: text('local_id').notNull(),
    bilheteId: integer('bilhete_id').references(() => eventoBilhete.id, { onDelete: 'set null' }),
    admitidoPorContaId: integer('admitido_por_conta_id').notNull(),
    porta: text('porta'),
    em: timestamp('em', { withTimezone: true }).notNull(),
    /** admitido | conflito | outro_evento | nao_pago | cancelado | desconhecido (contract DOOR_SYNC_RESULTS). */
    resultado: text('resultado').notNull(),
    /** Flagged to staff: anything but a clean first admission. */
    conflito: boolean('conflito').notNull(),
    /** It was first by client time and stands as the ticket's admission (it may have displaced `outra`). */
    venceu: boolean('venceu').notNull().default(false),
    /** The admission this one lost to or displaced. */
    outra: jsonb('outra').$type<CheckinSnapshot>(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evento_checkin_sync_local_uq').on(t.igrejaId, t.eventoId, t.dispositivo, t.localId),
    index('evento_checkin_sync_conflito_idx')
      .on(t.igrejaId, t.eventoId)
      .where(sql`${t.conflito}`),
    check(
      'evento_checkin_sync_resultado_ck',
      sql`${t.resultado} in ('admitido', 'conflito', 'outro_evento', 'nao_pago', 'cancelado', 'desconhecido')`,
    ),
  ],
);
