import * as play from '@congrega/contract/endpoints/play';
import type { TPlayHome } from '@congrega/contract/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePlayScope, type PlayScope } from '../lib/play-scope.ts';
import { playKeys } from './play-keys.ts';

/** GET /igreja/{slug}/plano-assinatura-home/: tags, featured, rows by collection and tag. */
export function getPlayHome(slug: string, signal?: AbortSignal): Promise<TPlayHome> {
  return apiCall(play.getPlayHome, { params: { slug } }, { signal });
}

export function playHomeQueryOptions(scope: PlayScope) {
  return queryOptions({ queryKey: playKeys.home(scope), queryFn: ({ signal }) => getPlayHome(scope.slug, signal), enabled: scope.ready });
}

export function usePlayHome() {
  return useQuery(playHomeQueryOptions(usePlayScope()));
}
