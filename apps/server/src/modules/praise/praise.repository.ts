import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { louvor } from './praise.schema.ts';

/** SQL of praise songs, in the use case's transaction; every query filters by church (RLS again) and active songs. */

export type PraiseRow = typeof louvor.$inferSelect;

const summaryColumns = {
  id: louvor.id,
  titulo: louvor.titulo,
  subtitulo: louvor.subtitulo,
  autor: louvor.autor,
  tema: louvor.tema,
  tom: louvor.tom,
};

/** A search of songs: its text in the title, author or theme (contains, any case); none: every song. */
export const songSearch = (text: string | undefined) =>
  text ? or(ilike(louvor.titulo, likeText(text)), ilike(louvor.autor, likeText(text)), ilike(louvor.tema, likeText(text))) : undefined;

export async function listPraise(tx: Tx, churchId: number, filter: { busca?: string | undefined; page: number; limit: number }) {
  const where = and(eq(louvor.igrejaId, churchId), eq(louvor.ativo, true), songSearch(filter.busca));
  const rows = await tx
    .select(summaryColumns)
    .from(louvor)
    .where(where)
    .orderBy(asc(louvor.titulo), asc(louvor.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await tx.select({ n: count() }).from(louvor).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findPraise(tx: Tx, churchId: number, id: number): Promise<PraiseRow | undefined> {
  const [row] = await tx
    .select()
    .from(louvor)
    .where(and(eq(louvor.igrejaId, churchId), eq(louvor.id, id), eq(louvor.ativo, true)))
    .limit(1);
  return row;
}
