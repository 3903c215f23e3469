import type { TAdminMedia, TMediaKind, TMediaState } from '@congrega/contract/admin/media';
import type { MediaRow } from './media.repository.ts';

/** A media row as the console shows it (contract admin/media.ts); pure. */
export function toAdminMedia(row: MediaRow): TAdminMedia {
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.tipo as TMediaKind,
    tamanho: row.tamanho,
    recebidos: row.recebidos,
    situacao: row.situacao as TMediaState,
    progresso: row.progresso,
    erro: row.erro,
    duracaoSegundos: row.duracaoSegundos,
    largura: row.largura,
    altura: row.altura,
    codecVideo: row.codecVideo,
    codecAudio: row.codecAudio,
    variantes: row.variantes,
    poster: row.poster,
    miniaturas: row.miniaturas,
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}
