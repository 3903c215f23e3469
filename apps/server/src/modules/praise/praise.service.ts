import { parseChordPro } from '@congrega/contract/chordpro';
import type { TPraise, TPraiseList } from '@congrega/contract/praise';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findPraise, listPraise } from './praise.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Praise songs: public, the host church's active songs only (another church's id answers 404 PRAISE_NOT_FOUND,
 * "Song data not obtainable"). The ChordPro text is answered as lines of snippets with their chord.
 */
export async function listSongs(
  app: FastifyInstance,
  church: TenantChurch,
  query: { busca?: string | undefined; page: number; limit: number },
): Promise<TPraiseList> {
  const { rows, total } = await app.database.withChurch(church.id, (tx) => listPraise(tx, church.id, query));
  return { louvores: rows, total, page: query.page, limit: query.limit };
}

export async function getSong(app: FastifyInstance, church: TenantChurch, id: number): Promise<TPraise> {
  const row = await app.database.withChurch(church.id, (tx) => findPraise(tx, church.id, id));
  if (!row) throw new AppError('PRAISE_NOT_FOUND');
  return {
    id: row.id,
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    autor: row.autor,
    tema: row.tema,
    tom: row.tom,
    codigo: row.codigo,
    grupo: row.grupo,
    ritmo: row.ritmo,
    letra: row.cifra ? parseChordPro(row.cifra) : [],
    partituras: row.partituras,
  };
}
