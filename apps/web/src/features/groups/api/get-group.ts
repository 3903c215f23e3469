import * as groups from '@congrega/contract/endpoints/groups';
import type { TGroupDetail } from '@congrega/contract/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useGroupsScope, type GroupsScope } from '../lib/groups-scope.ts';
import { groupKeys } from './group-keys.ts';

/** GET /celula/{id} */
export function getGroup(id: number, signal?: AbortSignal): Promise<TGroupDetail> {
  return apiCall(groups.getGroup, { params: { id } }, { signal });
}

export function groupQueryOptions(scope: GroupsScope, id: number) {
  return queryOptions({ queryKey: groupKeys.detail(scope, id), queryFn: ({ signal }) => getGroup(id, signal), enabled: scope.ready });
}

export function useGroup(id: number) {
  return useQuery(groupQueryOptions(useGroupsScope(), id));
}
