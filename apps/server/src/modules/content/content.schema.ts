import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { midiaArquivo } from '../media/media.schema.ts';

/**
 * Tables of the church's content kinds (content-kinds.ts). Every kind has the same columns (`contentColumns`):
 * title, summary, rich text as the admin wrote it (sanitised on the way out), cover image (with its text alternative
 * and focal point, x and y from 0 to 1), author, publication date (a future date is scheduled: not listed yet),
 * active flag and tags; a kind adds its own columns beside them. The staff console's states (content-states.ts):
 * `rascunho` (a draft, never listed), `flag_ativo` false (unpublished); `aviso_pendente` asks the publish job for the
 * members' notification once the date arrives, `notificado_em` says it went (once per item).
 */
const contentColumns = () => ({
  id: serial('id').primaryKey(),
  igrejaId: churchId(),
  titulo: text('titulo').notNull(),
  resumo: text('resumo'),
  conteudo: text('conteudo').notNull(),
  imagem: text('imagem'),
  autor: text('autor'),
  dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull().defaultNow(),
  flagAtivo: boolean('flag_ativo').notNull().default(true),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  imagemAlt: text('imagem_alt'),
  imagemFoco: jsonb('imagem_foco').$type<{ x: number; y: number }>(),
  rascunho: boolean('rascunho').notNull().default(false),
  avisoPendente: boolean('aviso_pendente').notNull().default(false),
  notificadoEm: timestamp('notificado_em', { withTimezone: true }),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An editable slug (content-slugs.ts): unique at the church, with a letter (digits name the id); null until staff save
 * the item (the demo's), which is then found by its id only.
 */
const slugColumn = () => ({ slug: text('slug') });
const slugRules = (name: string, t: { igrejaId: AnyPgColumn; slug: AnyPgColumn }) => [
  uniqueIndex(`${name}_igreja_slug_uq`).on(t.igrejaId, t.slug),
  check(`${name}_slug_letra_ck`, sql`${t.slug} ~ '[a-z]'`),
];

/** Devotionals (MOD_DEVOCIONAL): `passagem` is the day's Bible passage as a text reference. */
export const devocional = pgTable('devocional', { ...contentColumns(), passagem: text('passagem'), ...slugColumn() }, (t) => [
  index('devocional_igreja_data_idx').on(t.igrejaId, t.dataPublicacao),
  ...slugRules('devocional', t),
]);

/** News (MOD_NOTICIA). */
export const noticia = pgTable('noticia', { ...contentColumns(), ...slugColumn() }, (t) => [
  index('noticia_igreja_data_idx').on(t.igrejaId, t.dataPublicacao),
  ...slugRules('noticia', t),
]);

/**
 * Videos (no module): `videoId` is the YouTube or Vimeo id, the file's URL when `source` is 'file', or the id of
 * `midiaArquivoId`, an item of the church's media library, when it is 'media' (contract endpoints/videos.ts; the
 * same church is checked by the console's service; a media file deleted anyway leaves the video without playback).
 */
export const video = pgTable(
  'video',
  {
    ...contentColumns(),
    videoId: text('video_id').notNull(),
    source: text('source').$type<'youtube' | 'vimeo' | 'file' | 'media'>().notNull(),
    midiaArquivoId: integer('midia_arquivo_id').references(() => midiaArquivo.id, { onDelete: 'set null' }),
  },
  (t) => [index('video_igreja_data_idx').on(t.igrejaId, t.dataPublicacao), index('video_midia_idx').on(t.igrejaId, t.midiaArquivoId)],
);

/** Publication types (MOD_PUBLICACAO): "Revista", "Boletim"... */
export const publicacaoTipo = pgTable('publicacao_tipo', {
  id: serial('id').primaryKey(),
  igrejaId: churchId(),
  nome: text('nome').notNull(),
  descricao: text('descricao'),
  ordem: integer('ordem').notNull().default(0),
});

/** Publications (MOD_PUBLICACAO): found by `slug` (unique at the church), of a type, with a file to download. */
export const publicacao = pgTable(
  'publicacao',
  {
    ...contentColumns(),
    slug: text('slug').notNull(),
    tipoId: integer('tipo_id')
      .notNull()
      .references(() => publicacaoTipo.id, { onDelete: 'cascade' }),
    arquivo: text('arquivo').notNull(),
  },
  (t) => [
    uniqueIndex('publicacao_igreja_slug_uq').on(t.igrejaId, t.slug),
    index('publicacao_igreja_data_idx').on(t.igrejaId, t.dataPublicacao),
  ],
);

/**
 * Ministries (no module): the responsible person (name, photo, contact) and the ministry's social networks
 * (`redes_sociais`: [{ rede, url }]).
 */
export const ministerio = pgTable(
  'ministerio',
  {
    ...contentColumns(),
    responsavelNome: text('responsavel_nome'),
    responsavelFoto: text('responsavel_foto'),
    responsavelEmail: text('responsavel_email'),
    responsavelTelefone: text('responsavel_telefone'),
    redesSociais: jsonb('redes_sociais').$type<Array<{ rede: string; url: string }>>().notNull().default([]),
  },
  (t) => [index('ministerio_igreja_data_idx').on(t.igrejaId, t.dataPublicacao)],
);

/**
 * A ministry's social projects: the goal as text (`meta`) and, when counted, its target and what is reached; shown
 * in `ordem` (the console's reorder), the newest first among equals.
 */
export const ministerioProjeto = pgTable(
  'ministerio_projeto',
  {
    ...contentColumns(),
    ministerioId: integer('ministerio_id')
      .notNull()
      .references(() => ministerio.id, { onDelete: 'cascade' }),
    meta: text('meta'),
    metaValor: integer('meta_valor'),
    metaAlcancada: integer('meta_alcancada'),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('ministerio_projeto_igreja_ministerio_idx').on(t.igrejaId, t.ministerioId)],
);

/**
 * Sunday school (MOD_EBD): a quarter ("revista"), found by `slug` (unique at the church, with at least one letter so
 * that digits in `/ebd/{ebdSlug}` always mean its id), its quarter label (`trimestre`) and first and last Sundays.
 */
export const ebd = pgTable(
  'ebd',
  {
    ...contentColumns(),
    slug: text('slug').notNull(),
    trimestre: text('trimestre').notNull(),
    dataInicio: date('data_inicio').notNull(),
    dataFim: date('data_fim').notNull(),
  },
  (t) => [
    uniqueIndex('ebd_igreja_slug_uq').on(t.igrejaId, t.slug),
    index('ebd_igreja_data_idx').on(t.igrejaId, t.dataPublicacao),
    check('ebd_slug_letra_ck', sql`${t.slug} ~ '[a-z]'`),
  ],
);

/** A quarter's classes (turmas), in `ordem`. */
export const ebdTurma = pgTable(
  'ebd_turma',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    ebdId: integer('ebd_id')
      .notNull()
      .references(() => ebd.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    faixaEtaria: text('faixa_etaria'),
    professor: text('professor'),
    sala: text('sala'),
    horario: text('horario'),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('ebd_turma_igreja_ebd_idx').on(t.igrejaId, t.ebdId)],
);

/**
 * A quarter's lessons: number, Sunday (`data`), key Bible text and the lesson's rich text (sanitised on the way out).
 * The console writes one as a draft (`rascunho`: not on the member pages) and publishes it on its own; `notificado_em`
 * says the members' EBD notice went (once per lesson).
 */
export const ebdLicao = pgTable(
  'ebd_licao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    ebdId: integer('ebd_id')
      .notNull()
      .references(() => ebd.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    data: date('data').notNull(),
    titulo: text('titulo').notNull(),
    textoBiblico: text('texto_biblico'),
    conteudo: text('conteudo').notNull(),
    rascunho: boolean('rascunho').notNull().default(false),
    /** A published lesson scheduled to show at this time (null: it shows as soon as it is published). */
    publicarEm: timestamp('publicar_em', { withTimezone: true }),
    notificadoEm: timestamp('notificado_em', { withTimezone: true }),
  },
  (t) => [index('ebd_licao_igreja_ebd_idx').on(t.igrejaId, t.ebdId, t.numero)],
);

/** What every content table has (the shared repository reads these). */
export type ContentTable = typeof noticia;
