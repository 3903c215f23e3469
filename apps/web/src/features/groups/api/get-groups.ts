import * as groups from '@congrega/contract/endpoints/groups';
import type { TGroupList, TGroupListQuery } from '@congrega/contract/groups';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useGroupsScope, type GroupsScope } from '../lib/groups-scope.ts';
import { groupKeys } from './group-keys.ts';

/** GET /igreja/{slug}/celula/ with the filters (and usuario=1 for "my groups"). */
export function getGroups(slug: string, query: TGroupListQuery, signal?: AbortSignal): Promise<TGroupList> {
  return apiCall(groups.listGroups, { params: { slug }, query }, { signal });
}

export function groupsQueryOptions(scope: GroupsScope, query: TGroupListQuery) {
  return queryOptions({
    queryKey: groupKeys.list(scope, query),
    queryFn: ({ signal }) => getGroups(scope.slug, query, signal),
    enabled: scope.ready && (query.usuario !== '1' || scope.viewer !== 'guest'),
    // The previous result stays on screen while a new filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useGroups(query: TGroupListQuery) {
  return useQuery(groupsQueryOptions(useGroupsScope(), query));
}
