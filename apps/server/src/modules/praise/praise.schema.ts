import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/** A sheet-music file of a song (PDF or image under /media). */
export interface ScoreFile {
  nome: string;
  url: string;
  tipo: 'pdf' | 'imagem';
}

/**
 * A praise song of the church (spec section 3, "Praise"): its lyrics with chords kept as ChordPro text (chords
 * in brackets inside the lyric lines; plain lyrics have none), the original key, and sheet-music files.
 */
export const louvor = pgTable(
  'louvor',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    titulo: text('titulo').notNull(),
    subtitulo: text('subtitulo'),
    autor: text('autor'),
    codigo: text('codigo'),
    grupo: text('grupo'),
    ritmo: text('ritmo'),
    tema: text('tema'),
    tom: text('tom'),
    cifra: text('cifra'),
    partituras: jsonb('partituras').$type<ScoreFile[]>().notNull().default([]),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('louvor_titulo_idx').on(t.igrejaId, t.titulo)],
);
