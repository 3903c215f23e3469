import * as groups from '@congrega/contract/endpoints/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useGroupsScope, type GroupsScope } from '../lib/groups-scope.ts';
import { groupKeys } from './group-keys.ts';

/** GET /celula/{id}/reuniao-registro/ (members of the group only). */
export function meetingsQueryOptions(scope: GroupsScope, id: number) {
  return queryOptions({
    queryKey: groupKeys.meetings(scope, id),
    queryFn: async ({ signal }) => (await apiCall(groups.listMeetings, { params: { id } }, { signal })).reunioes,
    enabled: scope.ready,
  });
}

export function useMeetings(id: number) {
  return useQuery(meetingsQueryOptions(useGroupsScope(), id));
}

/** GET /celula/{id}/reuniao-registro/{meetingId} */
export function meetingQueryOptions(scope: GroupsScope, id: number, meetingId: number) {
  return queryOptions({
    queryKey: groupKeys.meeting(scope, id, meetingId),
    queryFn: ({ signal }) => apiCall(groups.getMeeting, { params: { id, meetingId } }, { signal }),
    enabled: scope.ready,
  });
}

export function useMeeting(id: number, meetingId: number) {
  return useQuery(meetingQueryOptions(useGroupsScope(), id, meetingId));
}
