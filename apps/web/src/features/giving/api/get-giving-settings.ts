import * as giving from '@congrega/contract/endpoints/giving';
import type { TGivingSettings } from '@congrega/contract/giving';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { givingKeys } from './giving-keys.ts';

/** GET /igreja/{slug}/doacao/configuracao: whether visitors may give as guests at this church. */
export function getGivingSettings(slug: string, signal?: AbortSignal): Promise<TGivingSettings> {
  return apiCall(giving.getGivingSettings, { params: { slug } }, { signal });
}

export function givingSettingsQueryOptions() {
  const { id, slug } = getBootstrap().igreja;
  return queryOptions({
    queryKey: givingKeys.settings(id),
    queryFn: ({ signal }) => getGivingSettings(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGivingSettings() {
  return useQuery(givingSettingsQueryOptions());
}
