import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { midiaArquivo } from '../media/media.schema.ts';

/**
 * A church's podcast, named in its address by `codigo` (GET /podcast/anchor/{code}/), authored in the console
 * (issue 33): `autor`, `categoria` (a key of the contract's PODCAST_CATEGORIES), `explicito` and `idioma` go to its
 * RSS feed; `guid` is its podcast:guid, kept when the church's address changes. `bloqueado` is its podcast:locked
 * (yes: another host may not import the feed; the default), `oculto_diretorios` its itunes:block (yes: directories
 * such as Apple Podcasts do not list it; members and subscribers by address still get it).
 */
export const podcast = pgTable(
  'podcast',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    codigo: text('codigo').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    imagem: text('imagem'),
    autor: text('autor'),
    categoria: text('categoria').notNull().default('christianity'),
    explicito: boolean('explicito').notNull().default(false),
    idioma: text('idioma').notNull().default('pt-BR'),
    guid: uuid('guid').notNull().defaultRandom(),
    bloqueado: boolean('bloqueado').notNull().default(true),
    ocultoDiretorios: boolean('oculto_diretorios').notNull().default(false),
  },
  (t) => [uniqueIndex('podcast_igreja_codigo_uq').on(t.igrejaId, t.codigo)],
);

/**
 * An episode: `posicao` is its number in the podcast (the newest has the highest). Members and the feed see it when
 * `publicado` and its `data_publicacao` has come. Its sound is an audio file of the media library (`midia_id`,
 * processed: served by the podcast's audio route) or, for the demo's episodes, a public file (`arquivo_audio`).
 */
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
    arquivoAudio: text('arquivo_audio'),
    midiaId: integer('midia_id').references(() => midiaArquivo.id, { onDelete: 'set null' }),
    duracaoSegundos: integer('duracao_segundos'),
    publicado: boolean('publicado').notNull().default(true),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('podcast_episodio_lista_idx').on(t.igrejaId, t.podcastId, t.posicao),
    index('podcast_episodio_midia_idx').on(t.igrejaId, t.midiaId),
  ],
);
