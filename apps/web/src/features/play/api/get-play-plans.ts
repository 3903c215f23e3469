import * as play from '@congrega/contract/endpoints/play';
import type { TPlayPlan } from '@congrega/contract/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { playKeys } from './play-keys.ts';

/** GET /igreja/{slug}/plano-assinatura/ */
export async function getPlayPlans(slug: string, signal?: AbortSignal): Promise<TPlayPlan[]> {
  return (await apiCall(play.listPlayPlans, { params: { slug } }, { signal })).planos;
}

export function playPlansQueryOptions() {
  const { id, slug } = getBootstrap().igreja;
  return queryOptions({ queryKey: playKeys.plans(id), queryFn: ({ signal }) => getPlayPlans(slug, signal), staleTime: 60_000 });
}

export function usePlayPlans() {
  return useQuery(playPlansQueryOptions());
}
