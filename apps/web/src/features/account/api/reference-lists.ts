import { listCongregations } from '@congrega/contract/endpoints/church';
import * as utils from '@congrega/contract/endpoints/utils';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';

/** Reference lists change rarely: fetch once per language and keep them for the page's life. */
const REFERENCE_STALE_MS = Number.POSITIVE_INFINITY;

/** One reference list in the request language (the language is part of the key: names are translated). */
function referenceQuery<T>(path: string, language: string, fetch: (signal: AbortSignal) => Promise<T[]>) {
  return queryOptions({
    queryKey: ['reference', path, language],
    queryFn: ({ signal }) => fetch(signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

const { listCountries, listOccupations, listMaritalStatuses } = utils;

/** GET /utils/pais/ (names in the request language). */
export const useCountries = (language: string) =>
  useQuery(referenceQuery(listCountries.path, language, (signal) => apiCall(listCountries, {}, { signal }).then((d) => d.paises)));
/** GET /utils/ocupacao/ */
export const useOccupations = (language: string) =>
  useQuery(referenceQuery(listOccupations.path, language, (signal) => apiCall(listOccupations, {}, { signal }).then((d) => d.ocupacoes)));
/** GET /utils/estado-civil/ */
export const useMaritalStatuses = (language: string) =>
  useQuery(
    referenceQuery(listMaritalStatuses.path, language, (signal) =>
      apiCall(listMaritalStatuses, {}, { signal }).then((d) => d.estadosCivis),
    ),
  );

/** GET /congregacao/?igreja={id}: the host church's congregations. */
export function congregationsQuery(churchId: number) {
  return queryOptions({
    queryKey: ['congregations', churchId],
    queryFn: ({ signal }) => apiCall(listCongregations, { query: { igreja: String(churchId) } }, { signal }),
    staleTime: 10 * 60_000,
  });
}
export const useCongregations = (churchId: number) => useQuery(congregationsQuery(churchId));
