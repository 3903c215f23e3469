import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Reference data shared by every church (global tables). Names per locale. */
export const pais = pgTable('pais', {
  id: serial('id').primaryKey(),
  sigla: text('sigla').notNull().unique(),
  nomePt: text('nome_pt').notNull(),
  nomeEn: text('nome_en').notNull(),
  nomeEs: text('nome_es').notNull(),
  ddi: text('ddi'),
});

export const ocupacao = pgTable('ocupacao', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nomePt: text('nome_pt').notNull(),
  nomeEn: text('nome_en').notNull(),
  nomeEs: text('nome_es').notNull(),
  ordem: integer('ordem').notNull().default(0),
});

/** Marital statuses of spec section 3 (single, married, civil, civil and religious, stable union...). */
export const estadoCivil = pgTable('estado_civil', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nomePt: text('nome_pt').notNull(),
  nomeEn: text('nome_en').notNull(),
  nomeEs: text('nome_es').notNull(),
  ordem: integer('ordem').notNull().default(0),
});
