import * as play from '@congrega/contract/endpoints/play';
import type { TPlayListItem } from '@congrega/contract/play';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePlayScope } from '../lib/play-scope.ts';
import { playKeys } from './play-keys.ts';

/** GET /usuario-plano-assinatura-conteudo/?usuario&igreja: my list, most recently added first. */
export async function getMyList(usuario: number, igreja: number, signal?: AbortSignal): Promise<TPlayListItem[]> {
  return (await apiCall(play.listPlayList, { query: { usuario, igreja: String(igreja) } }, { signal })).itens;
}

export function useMyList() {
  const scope = usePlayScope();
  return useQuery({
    queryKey: playKeys.myList(scope),
    queryFn: ({ signal }) => getMyList(scope.usuarioId, scope.churchId, signal),
    enabled: scope.ready && scope.usuarioId > 0,
  });
}
