import * as groups from '@congrega/contract/endpoints/groups';
import type { TStudyList } from '@congrega/contract/groups';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useGroupsScope, type GroupsScope } from '../lib/groups-scope.ts';
import { groupKeys } from './group-keys.ts';

export const STUDIES_PAGE_SIZE = 20;

const nextPage = (last: TStudyList) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/** GET /igreja/{slug}/estudo/?page=&limit= : newest first (members-only ones too for members). */
export function studiesQueryOptions(scope: GroupsScope) {
  return infiniteQueryOptions({
    queryKey: groupKeys.studies(scope),
    queryFn: ({ pageParam, signal }) =>
      apiCall(groups.listStudies, { params: { slug: scope.slug }, query: { page: pageParam, limit: STUDIES_PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: scope.ready,
  });
}

export function useStudies() {
  return useInfiniteQuery({ ...studiesQueryOptions(useGroupsScope()), select: (data) => data.pages.flatMap((p) => p.estudos) });
}

/** GET /estudo/{id} */
export function studyQueryOptions(scope: GroupsScope, id: number) {
  return queryOptions({
    queryKey: groupKeys.study(scope, id),
    queryFn: ({ signal }) => apiCall(groups.getStudy, { params: { id } }, { signal }),
    enabled: scope.ready,
  });
}

export function useStudy(id: number) {
  return useQuery(studyQueryOptions(useGroupsScope(), id));
}

/** GET /configuracao-estudo: the church's own title and introduction, if any. */
export function useStudyConfig() {
  const { slug } = useGroupsScope();
  return useQuery(
    queryOptions({
      queryKey: groupKeys.studyConfig(slug),
      queryFn: ({ signal }) => apiCall(groups.getStudyConfig, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}
