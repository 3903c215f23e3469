import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TPrayerReportResult } from '@congrega/contract/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** POST /oracao/denuncia/: reports someone else's request (once per member: a repeat changes nothing). */
export function reportPrayer(idOracao: string): Promise<TPrayerReportResult> {
  return apiCall(prayer.reportPrayer, { body: { idOracao } }, { navigateOnNetworkError: false });
}

/** Reporting may hide the request: the wall refreshes when next shown. */
export function useReportPrayer(id: string) {
  const queryClient = useQueryClient();
  const scope = usePrayerScope();
  return useMutation({
    mutationFn: () => reportPrayer(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerKeys.walls(scope.slug), refetchType: 'none' }),
  });
}
