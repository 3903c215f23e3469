import * as leader from '@congrega/contract/endpoints/groups-leader';
import type { TMeetingBody } from '@congrega/contract/groups-leader';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useGroupsScope } from '../lib/groups-scope.ts';
import { groupKeys } from './group-keys.ts';

/** GET /celula/{id}/membros/: the cell's members with their contacts (its leader and staff only). */
export function useRoster(id: number) {
  const scope = useGroupsScope();
  return useQuery(
    queryOptions({
      queryKey: groupKeys.roster(scope, id),
      queryFn: ({ signal }) => apiCall(leader.groupRoster, { params: { id } }, { signal }),
      enabled: scope.ready,
    }),
  );
}

/** GET /celula/{id}/saude/: attendance of the last meetings. */
export function useHealth(id: number) {
  const scope = useGroupsScope();
  return useQuery(
    queryOptions({
      queryKey: groupKeys.health(scope, id),
      queryFn: ({ signal }) => apiCall(leader.groupHealth, { params: { id } }, { signal }),
      enabled: scope.ready,
    }),
  );
}

/** POST /celula/{id}/reuniao-registro/: the meetings list and the health are read again. */
export function useRecordMeeting(id: number) {
  const queryClient = useQueryClient();
  const scope = useGroupsScope();
  return useMutation({
    mutationFn: (body: TMeetingBody) => apiCall(leader.recordMeeting, { params: { id }, body }, { navigateOnNetworkError: false }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.meetings(scope, id) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.health(scope, id) }),
      ]);
    },
  });
}

/** PUT and DELETE /celula/{id}/reuniao-registro/{meetingId}: the meeting, the list and the health are read again. */
export function useMeetingChanges(id: number, meetingId: number) {
  const queryClient = useQueryClient();
  const scope = useGroupsScope();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupKeys.meetings(scope, id) }),
      queryClient.invalidateQueries({ queryKey: groupKeys.meeting(scope, id, meetingId) }),
      queryClient.invalidateQueries({ queryKey: groupKeys.health(scope, id) }),
    ]);
  const update = useMutation({
    mutationFn: (body: TMeetingBody) =>
      apiCall(leader.updateMeeting, { params: { id, meetingId }, body }, { navigateOnNetworkError: false }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiCall(leader.deleteMeeting, { params: { id, meetingId } }, { navigateOnNetworkError: false }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: groupKeys.meeting(scope, id, meetingId) });
      await refresh();
    },
  });
  return { update, remove };
}
