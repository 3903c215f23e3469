import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { publicacao, publicacaoTipo } from './content.schema.ts';

/** The church's publication types in their order, each with how many publications it has published now. */
export async function listPublicationTypes(tx: Tx, churchId: number) {
  return tx
    .select({ id: publicacaoTipo.id, nome: publicacaoTipo.nome, descricao: publicacaoTipo.descricao, total: count(publicacao.id) })
    .from(publicacaoTipo)
    .leftJoin(
      publicacao,
      and(
        eq(publicacao.tipoId, publicacaoTipo.id),
        eq(publicacao.igrejaId, churchId),
        eq(publicacao.flagAtivo, true),
        lte(publicacao.dataPublicacao, sql`now()`),
      ),
    )
    .where(eq(publicacaoTipo.igrejaId, churchId))
    .groupBy(publicacaoTipo.id)
    .orderBy(asc(publicacaoTipo.ordem), asc(publicacaoTipo.id));
}
