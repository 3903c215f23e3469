import type { TPlayHome } from '@congrega/contract/play';
import type { Tx } from '../../db/client.ts';
import { listCollections, listContents, type Viewer } from './play.repository.ts';
import { toSummary } from './play-view.ts';

const HOME_ROW = 12;
const HOME_CONTENTS = 500;

/**
 * The member home (GET /igreja/{slug}/plano-assinatura-home/) for a viewer: the published contents and the
 * collections the viewer's plan sees, as featured, collection and tag rows. The console's "what a member on each
 * plan sees" is this same query for the plan chosen (admin play preview).
 */
export async function playHomeFor(tx: Tx, churchId: number, viewer: Viewer): Promise<TPlayHome> {
  const [{ rows }, collections] = await Promise.all([
    listContents(tx, churchId, {}, { limit: HOME_CONTENTS, offset: 0 }, viewer),
    listCollections(tx, churchId, viewer),
  ]);
  const tags = [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) => a.localeCompare(b));
  return {
    tags,
    destaques: rows.filter((r) => r.flagDestaque).map(toSummary),
    coletaneas: collections
      .map((col) => ({
        id: col.id,
        nome: col.nome,
        descricao: col.descricao,
        imagem: col.imagem,
        conteudos: rows
          .filter((r) => r.coletaneaId === col.id)
          .slice(0, HOME_ROW)
          .map(toSummary),
      }))
      .filter((col) => col.conteudos.length > 0),
    porTag: tags.map((tag) => ({
      tag,
      conteudos: rows
        .filter((r) => r.tags.includes(tag))
        .slice(0, HOME_ROW)
        .map(toSummary),
    })),
  };
}
