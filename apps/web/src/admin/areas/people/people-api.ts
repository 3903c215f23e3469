import type { TPeopleQuery } from '@congrega/contract/admin/people';
import type { TPersonCardResult, ZPersonCardBody } from '@congrega/contract/admin/person-card';
import {
  peopleDuplicates,
  personActivity,
  peopleSearch,
  personCardGet,
  personCardRevoke,
  personCardSave,
  personGet,
  personHousehold,
  personHouseholdCare,
  personMerge,
  personMergePreview,
  personRegistrations,
} from '@congrega/contract/endpoints/admin-people';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
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

const cardKey = (church: string, id: number) => churchKey(church, 'person', id, 'card');

/** A member's card (null: none issued). */
export function usePersonCard(church: string, id: number) {
  return useQuery({
    queryKey: cardKey(church, id),
    queryFn: ({ signal }) => apiCall(personCardGet, { params: { church, id } }, { signal }),
  });
}

/** Issue, change or renew the card, or revoke it; the answer is the card as it now is, put in its cache at once. */
export function useCardActions(church: string, id: number) {
  const client = useQueryClient();
  const settle = (result: TPersonCardResult) => client.setQueryData(cardKey(church, id), result);
  return {
    save: async (body: z.output<typeof ZPersonCardBody>) => settle(await apiCall(personCardSave, { params: { church, id }, body })),
    revoke: async () => settle(await apiCall(personCardRevoke, { params: { church, id } })),
  };
}

/** A member's children (names, birth dates). */
export function usePersonHousehold(church: string, id: number) {
  return useQuery({
    queryKey: churchKey(church, 'person', id, 'household'),
    queryFn: ({ signal }) => apiCall(personHousehold, { params: { church, id } }, { signal }),
  });
}

/** Their allergies and care notes, asked only once staff choose to see them (each read is audited). */
export function usePersonHouseholdCare(church: string, id: number, enabled: boolean) {
  return useQuery({
    queryKey: churchKey(church, 'person', id, 'household', 'care'),
    queryFn: ({ signal }) => apiCall(personHouseholdCare, { params: { church, id } }, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** A member's event registrations, newest first. */
export function usePersonRegistrations(church: string, id: number) {
  return useQuery({
    queryKey: churchKey(church, 'person', id, 'registrations'),
    queryFn: ({ signal }) => apiCall(personRegistrations, { params: { church, id } }, { signal }),
  });
}

/** Pairs of members that look like one person (people view). */
export function usePeopleDuplicates(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'people', 'duplicates'),
    queryFn: ({ signal }) => apiCall(peopleDuplicates, { params: { church } }, { signal }),
  });
}

/** What merging `duplicado` into `id` would do (the server audits opening both records). */
export function useMergePreview(church: string, id: number | undefined, duplicado: number | undefined) {
  return useQuery({
    queryKey: churchKey(church, 'person', id, 'merge', duplicado),
    queryFn: ({ signal }) => apiCall(personMergePreview, { params: { church, id: id! }, query: { duplicado: duplicado! } }, { signal }),
    enabled: id !== undefined && duplicado !== undefined,
    retry: false,
  });
}

/**
 * Merge `duplicado` into `id`; every cached list and record of the church's people is stale afterwards, except the
 * merge previews, which are dropped (asked again they would only say the closed record is gone).
 */
export function useMergeAction(church: string) {
  const client = useQueryClient();
  return async (id: number, duplicado: number) => {
    const result = await apiCall(personMerge, { params: { church, id }, body: { duplicado } });
    const isPreview = (key: readonly unknown[]) => key.includes('merge');
    client.removeQueries({ queryKey: churchKey(church, 'person'), predicate: (q) => isPreview(q.queryKey) });
    await client.invalidateQueries({ queryKey: churchKey(church, 'people') });
    await client.invalidateQueries({ queryKey: churchKey(church, 'person'), predicate: (q) => !isPreview(q.queryKey) });
    return result;
  };
}

/** A member's activity at the church (last sign-in, groups, counts of registrations and plans). */
export function usePersonActivity(church: string, id: number) {
  return useQuery({
    queryKey: churchKey(church, 'person', id, 'activity'),
    queryFn: ({ signal }) => apiCall(personActivity, { params: { church, id } }, { signal }),
  });
}
