import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';

/**
 * A member card the church issued to a client account (spec section 3 "Member card"): what the profile does not
 * hold (member number, baptism date, position, pastor) and its validity. One per client account. Church-scoped.
 */
export const usuarioCarteirinha = pgTable(
  'usuario_carteirinha',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    numeroMembro: text('numero_membro').notNull(),
    dataBatismo: date('data_batismo', { mode: 'string' }),
    cargo: text('cargo'),
    responsavel: text('responsavel'),
    /** Last valid day; null: no expiry. */
    validade: date('validade', { mode: 'string' }),
    /** Revoked cards stay (the number is not reused) but check as invalid. */
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuario_carteirinha_usuario_uq').on(t.igrejaId, t.usuarioId),
    uniqueIndex('usuario_carteirinha_numero_uq').on(t.igrejaId, t.numeroMembro),
  ],
);
