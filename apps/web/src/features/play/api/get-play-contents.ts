import * as play from '@congrega/contract/endpoints/play';
import type { TPlayContentListQuery } from '@congrega/contract/play';
import type { EndpointResponse } from '@congrega/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePlayScope, type PlayScope } from '../lib/play-scope.ts';
import { playKeys } from './play-keys.ts';

export type PlayContentFilter = Omit<TPlayContentListQuery, 'igreja'>;
export type PlayContentPage = EndpointResponse<typeof play.listPlayContents>;

/** GET /plano-assinatura-conteudo/?igreja&destaque&tag&coletanea&busca */
export function getPlayContents(churchId: number, filter: PlayContentFilter, signal?: AbortSignal): Promise<PlayContentPage> {
  return apiCall(play.listPlayContents, { query: { igreja: String(churchId), ...filter } }, { signal });
}

export function playContentsQueryOptions(scope: PlayScope, filter: PlayContentFilter, enabled = true) {
  return queryOptions({
    queryKey: playKeys.contents(scope, filter),
    queryFn: ({ signal }) => getPlayContents(scope.churchId, filter, signal),
    enabled: scope.ready && enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePlayContents(filter: PlayContentFilter, enabled = true) {
  return useQuery(playContentsQueryOptions(usePlayScope(), filter, enabled));
}
