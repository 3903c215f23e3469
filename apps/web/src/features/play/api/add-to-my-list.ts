import * as play from '@congrega/contract/endpoints/play';
import type { TPlayListItem } from '@congrega/contract/play';
import { apiCall } from '../../../lib/api-call.ts';
import type { PlayScope } from '../lib/play-scope.ts';

/** POST /usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo&igreja&usuario */
export function addToMyList(scope: PlayScope, contentId: number): Promise<TPlayListItem> {
  return apiCall(play.addToPlayList, {
    query: { planoAssinaturaConteudo: contentId, igreja: String(scope.churchId), usuario: scope.usuarioId },
  });
}
