import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/**
 * A file of the church's media library (issue 35; contract admin/media.ts): its upload (`recebidos` of `tamanho`
 * bytes in the media store, lib/media-storage.ts), then its processing (`situacao`, `progresso`, what ffprobe read,
 * the HLS renditions and stills made). Names no person: who uploaded it is in the audit log. `atualizado_em` moves
 * with every chunk and every progress step: an upload still 'enviando' a day later is abandoned (media-sweep.ts),
 * a 'processando' one whose runner stopped moving it is taken up again (transcode-runner.ts).
 */
export const midiaArquivo = pgTable(
  'midia_arquivo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    /** video (contract MEDIA_KINDS). */
    tipo: text('tipo').notNull(),
    nome: text('nome').notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    recebidos: bigint('recebidos', { mode: 'number' }).notNull().default(0),
    /** enviando | na_fila | processando | pronto | falhou (contract MEDIA_STATES). */
    situacao: text('situacao').notNull().default('enviando'),
    progresso: integer('progresso').notNull().default(0),
    /** A code of MEDIA_ERROR_CODES when it failed. */
    erro: text('erro'),
    /** Processing runs started (claims), for the retry limit. */
    tentativas: integer('tentativas').notNull().default(0),
    duracaoSegundos: doublePrecision('duracao_segundos'),
    largura: integer('largura'),
    altura: integer('altura'),
    codecVideo: text('codec_video'),
    codecAudio: text('codec_audio'),
    variantes: integer('variantes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    poster: text('poster'),
    miniaturas: text('miniaturas'),
    /** An audio file's processed M4A, in bytes (the podcast feed's enclosure length), set when it is made. */
    bytesAudio: bigint('bytes_audio', { mode: 'number' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('midia_arquivo_igreja_idx').on(t.igrejaId, t.criadoEm), index('midia_arquivo_situacao_idx').on(t.situacao, t.atualizadoEm)],
);

export type MediaRow = typeof midiaArquivo.$inferSelect;

/**
 * A caption track of a media file (issue 35; contract admin/media-captions.ts): one per language, its WebVTT text in
 * the media store (`<media folder>/captions/<id>.vtt`, media-keys.ts), checked and converted before it is kept
 * (captions.ts). Names no person. Deleted with its media file.
 */
export const midiaLegenda = pgTable(
  'midia_legenda',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    midiaArquivoId: integer('midia_arquivo_id')
      .notNull()
      .references(() => midiaArquivo.id, { onDelete: 'cascade' }),
    /** A BCP 47 tag: pt-BR, en, es... */
    idioma: text('idioma').notNull(),
    rotulo: text('rotulo').notNull(),
    trechos: integer('trechos').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('midia_legenda_idioma_idx').on(t.igrejaId, t.midiaArquivoId, t.idioma)],
);

export type CaptionRow = typeof midiaLegenda.$inferSelect;
