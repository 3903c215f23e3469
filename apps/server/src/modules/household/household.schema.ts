import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';

/** A member's child (LGPD art. 14: sensitive, read and changed by its parent's client account only). Church-scoped. */
export const usuarioCrianca = pgTable(
  'usuario_crianca',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    dataNascimento: date('data_nascimento', { mode: 'string' }).notNull(),
    sexo: text('sexo'),
    alergias: text('alergias'),
    cuidados: text('cuidados'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usuario_crianca_usuario_idx').on(t.igrejaId, t.usuarioId)],
);

/** A member's address. Church-scoped. */
export const usuarioEndereco = pgTable(
  'usuario_endereco',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    pais: text('pais').notNull(),
    cep: text('cep').notNull(),
    logradouro: text('logradouro').notNull(),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade').notNull(),
    estado: text('estado'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usuario_endereco_usuario_idx').on(t.igrejaId, t.usuarioId)],
);
