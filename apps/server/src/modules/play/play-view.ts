import type { TPlayContentSummary } from '@congrega/contract/play';
import type { ContentSummaryRow } from './play.repository.ts';

/** A catalogue row as members see it (pure). */
export function toSummary(row: ContentSummaryRow): TPlayContentSummary {
  return {
    id: row.id,
    titulo: row.titulo,
    resumo: row.resumo,
    imagem: row.imagem,
    duracaoSegundos: row.duracaoSegundos,
    tags: row.tags,
    flagDestaque: row.flagDestaque,
    coletanea: row.coletaneaId !== null && row.coletaneaNome !== null ? { id: row.coletaneaId, nome: row.coletaneaNome } : null,
  };
}
