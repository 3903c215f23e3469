import type { TCongregation } from '@congrega/contract/church';
import type { ZCodeName, ZCountry } from '@congrega/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TCountry = z.infer<typeof ZCountry>;
export type TCodeName = z.infer<typeof ZCodeName>;

/** Reference lists change rarely: fetch once per language and keep them for the page's life. */
const REFERENCE_STALE_MS = Number.POSITIVE_INFINITY;

/** Lists come as a bare array; an object wrapping one array is accepted too. */
function asList<T>(data: T[] | Record<string, T[]> | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  const inner = data ? Object.values(data).find(Array.isArray) : undefined;
  return inner ?? [];
}

function referenceQuery<T>(path: string, language: string) {
  return queryOptions({
    queryKey: ['reference', path, language],
    queryFn: async ({ signal }) => asList(await apiRequest<T[] | Record<string, T[]>>(path, { signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /utils/pais/ (names in the request language). */
export const useCountries = (language: string) => useQuery(referenceQuery<TCountry>('/utils/pais/', language));
/** GET /utils/ocupacao/ */
export const useOccupations = (language: string) => useQuery(referenceQuery<TCodeName>('/utils/ocupacao/', language));
/** GET /utils/estado-civil/ */
export const useMaritalStatuses = (language: string) => useQuery(referenceQuery<TCodeName>('/utils/estado-civil/', language));

/** GET /congregacao/?igreja={id}: the host church's congregations. */
export function congregationsQuery(churchId: number) {
  return queryOptions({
    queryKey: ['congregations', churchId],
    queryFn: async ({ signal }) =>
      asList(await apiRequest<TCongregation[] | Record<string, TCongregation[]>>('/congregacao/', { query: { igreja: churchId }, signal })),
    staleTime: 10 * 60_000,
  });
}
export const useCongregations = (churchId: number) => useQuery(congregationsQuery(churchId));
