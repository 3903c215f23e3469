import * as groups from '@congrega/contract/endpoints/groups';
import type { TJoinAnswerBody } from '@congrega/contract/groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useGroupsScope } from '../lib/groups-scope.ts';
import { groupKeys } from './group-keys.ts';

/** GET /celula/{id}/solicitacao/ (the leader's and staff's view of pending requests). */
export function useJoinRequests(id: number, enabled: boolean) {
  const scope = useGroupsScope();
  return useQuery(
    queryOptions({
      queryKey: groupKeys.requests(scope, id),
      queryFn: ({ signal }) => apiCall(groups.listJoinRequests, { params: { id } }, { signal }),
      enabled: scope.ready && enabled,
    }),
  );
}

/** PUT /igreja/{slug}/solicitacao-celula/{requestId}: accept or decline; the group's data is read again. */
export function useAnswerJoinRequest(id: number) {
  const queryClient = useQueryClient();
  const scope = useGroupsScope();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: number; status: TJoinAnswerBody['status'] }) =>
      apiCall(
        groups.answerJoinRequest,
        { params: { slug: scope.slug, id: requestId }, body: { status } },
        { navigateOnNetworkError: false },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.requests(scope, id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(scope, id) });
    },
  });
}
