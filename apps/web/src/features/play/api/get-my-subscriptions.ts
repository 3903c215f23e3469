import * as play from '@congrega/contract/endpoints/play';
import type { TPlaySubscription } from '@congrega/contract/play';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePlayScope } from '../lib/play-scope.ts';
import { playKeys } from './play-keys.ts';

/** GET /usuario/{id}/usuario-plano-assinatura/?igreja */
export async function getMySubscriptions(usuarioId: number, igreja: number, signal?: AbortSignal): Promise<TPlaySubscription[]> {
  return (await apiCall(play.listMyPlaySubscriptions, { params: { id: usuarioId }, query: { igreja: String(igreja) } }, { signal }))
    .assinaturas;
}

export function useMySubscriptions() {
  const scope = usePlayScope();
  return useQuery({
    queryKey: playKeys.subscriptions(scope),
    queryFn: ({ signal }) => getMySubscriptions(scope.usuarioId, scope.churchId, signal),
    enabled: scope.ready && scope.usuarioId > 0,
  });
}
