import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/** A church's podcast, named in its address by `codigo` (GET /podcast/anchor/{code}/). */
export const podcast = pgTable(
  'podcast',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    codigo: text('codigo').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    imagem: text('imagem'),
  },
  (t) => [uniqueIndex('podcast_igreja_codigo_uq').on(t.igrejaId, t.codigo)],
);

/** An episode: `posicao` is its number in the podcast (the newest has the highest). */
export const podcastEpisodio = pgTable(
  'podcast_episodio',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => podcast.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    imagem: text('imagem'),
    posicao: integer('posicao').notNull(),
    arquivoAudio: text('arquivo_audio').notNull(),
    duracaoSegundos: integer('duracao_segundos'),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('podcast_episodio_lista_idx').on(t.igrejaId, t.podcastId, t.posicao)],
);
