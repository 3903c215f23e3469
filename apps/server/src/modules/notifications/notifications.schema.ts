import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';

/**
 * A notification delivered into one church's feed (`igreja_id`, the RLS key). `igrejaOrigemCodigo` is the
 * church that issued it: in an organization it may be another church, which the web app must switch to
 * before opening it (spec: isRoute). `usuarioId` null means for every member of the church.
 */
export const notificacao = pgTable(
  'notificacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'cascade' }),
    igrejaOrigemCodigo: text('igreja_origem_codigo').notNull(),
    titulo: text('titulo').notNull(),
    corpo: text('corpo').notNull(),
    /** CULTO | EVENTO | EBD | NOTICIA | DEVOCIONAL | other */
    tipo: text('tipo').notNull(),
    idEntidadeRelacionada: integer('id_entidade_relacionada'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notificacao_igreja_data_idx').on(t.igrejaId, t.dataCadastro)],
);
