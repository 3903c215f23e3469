import * as play from '@congrega/contract/endpoints/play';
import type { TPlayPlayback } from '@congrega/contract/play';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePlayScope } from '../lib/play-scope.ts';
import { playKeys } from './play-keys.ts';

/** GET /plano-assinatura-conteudo/{id}/reproducao/: short-lived signed links, checked against the subscription. */
export function getPlayback(id: number, signal?: AbortSignal): Promise<TPlayPlayback> {
  return apiCall(play.getPlayPlayback, { params: { id } }, { signal });
}

/** Never kept beyond the screen nor in the offline copy (links expire); asked again when the screen opens. */
export function usePlayback(id: number) {
  const scope = usePlayScope();
  return useQuery({
    queryKey: [...playKeys.content(scope, id), 'playback'],
    queryFn: ({ signal }) => getPlayback(id, signal),
    enabled: scope.ready && scope.usuarioId > 0,
    gcTime: 0,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { persist: false },
  });
}
