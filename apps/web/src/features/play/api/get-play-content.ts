import * as play from '@congrega/contract/endpoints/play';
import type { TPlayContent } from '@congrega/contract/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePlayScope, type PlayScope } from '../lib/play-scope.ts';
import { playKeys } from './play-keys.ts';

/** GET /plano-assinatura-conteudo/{id}/ */
export function getPlayContent(id: number, signal?: AbortSignal): Promise<TPlayContent> {
  return apiCall(play.getPlayContent, { params: { id } }, { signal });
}

export function playContentQueryOptions(scope: PlayScope, id: number) {
  return queryOptions({ queryKey: playKeys.content(scope, id), queryFn: ({ signal }) => getPlayContent(id, signal), enabled: scope.ready });
}

export function usePlayContent(id: number) {
  return useQuery(playContentQueryOptions(usePlayScope(), id));
}
