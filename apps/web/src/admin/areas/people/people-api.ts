import type { TPeopleQuery } from '@congrega/contract/admin/people';
import { peopleSearch, personGet } from '@congrega/contract/endpoints/admin-people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** One page of the church's members found by the search (the server pages and counts them). */
export function usePeople(church: string, query: TPeopleQuery) {
  return useQuery({
    queryKey: churchKey(church, 'people', query),
    queryFn: ({ signal }) => apiCall(peopleSearch, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A member's profile (the server audits the read); an id that cannot exist asks nothing. */
export function usePerson(church: string, id: number | undefined) {
  return useQuery({
    queryKey: churchKey(church, 'person', id),
    queryFn: ({ signal }) => apiCall(personGet, { params: { church, id: id! } }, { signal }),
    enabled: id !== undefined,
  });
}

/** A route's `:id` as a member id (a positive int4), else undefined. */
export function personId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
