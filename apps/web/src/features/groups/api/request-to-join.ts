import * as groups from '@congrega/contract/endpoints/groups';
import type { TGroupDetail, TJoinRequest } from '@congrega/contract/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useGroupsScope } from '../lib/groups-scope.ts';
import { groupKeys } from './group-keys.ts';

/** POST /igreja/{slug}/solicitacao-celula/admissao */
export function requestToJoin(slug: string, idCelula: number): Promise<TJoinRequest> {
  return apiCall(groups.requestToJoin, { params: { slug }, body: { idCelula } }, { navigateOnNetworkError: false });
}

/** Asks to join; the group shows the pending state at once, and every list of the church is refreshed. */
export function useRequestToJoin(id: number) {
  const queryClient = useQueryClient();
  const scope = useGroupsScope();
  return useMutation({
    mutationFn: () => requestToJoin(scope.slug, id),
    onSuccess: () => {
      queryClient.setQueryData<TGroupDetail>(groupKeys.detail(scope, id), (group) =>
        group ? { ...group, solicitacaoPendente: true } : group,
      );
      void queryClient.invalidateQueries({ queryKey: groupKeys.all(scope.slug), refetchType: 'none' });
    },
  });
}
