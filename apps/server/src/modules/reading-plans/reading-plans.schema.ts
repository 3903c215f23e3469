import type { TReadingPlanDay } from '@congrega/contract/reading-plans';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';

/** A church's own reading plan; its days (passages + optional devotional) are kept as one JSON array. */
export const planoLeitura = pgTable(
  'plano_leitura',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    uuid: uuid('uuid').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull().default(''),
    dias: jsonb('dias').$type<TReadingPlanDay[]>().notNull(),
    /** The cover: an image of the church's own folder (staff console), and its text alternative. */
    imagem: text('imagem'),
    textoAlternativo: text('texto_alternativo'),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plano_leitura_uuid_idx').on(t.igrejaId, t.uuid)],
);

/**
 * A member's progress in a plan (the church's or a built-in one, named by its uuid). One per member and plan:
 * starting again is a reset. Private to its member.
 */
export const planoLeituraInscricao = pgTable(
  'plano_leitura_inscricao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    uuid: uuid('uuid').notNull(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    planoUuid: uuid('plano_uuid').notNull(),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
    diasLidos: integer('dias_lidos').array().notNull().default([]),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plano_leitura_inscricao_uuid_idx').on(t.igrejaId, t.uuid),
    uniqueIndex('plano_leitura_inscricao_membro_idx').on(t.igrejaId, t.idUsuario, t.planoUuid),
    index('plano_leitura_inscricao_usuario_idx').on(t.igrejaId, t.idUsuario),
  ],
);
