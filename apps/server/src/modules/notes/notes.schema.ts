import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';

/** Sermon note: private to its author. Church-scoped. */
export const notaSermao = pgTable(
  'nota_sermao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nota_sermao_usuario_idx').on(t.igrejaId, t.idUsuario, t.atualizadoEm)],
);
