import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TMyPrayer } from '@congrega/contract/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** POST /oracao/prorrogar/: keeps the author's request on the wall for the church's number of days more, from now. */
export function extendPrayer(idOracao: string): Promise<TMyPrayer> {
  return apiCall(prayer.extendPrayer, { body: { idOracao } }, { navigateOnNetworkError: false });
}

export function useExtendPrayer(id: string) {
  const queryClient = useQueryClient();
  const scope = usePrayerScope();
  return useMutation({
    mutationFn: () => extendPrayer(id),
    onSuccess: (updated) => {
      queryClient.setQueryData<TMyPrayer[]>(prayerKeys.mine(scope), (list) => list?.map((p) => (p.id === id ? updated : p)));
      void queryClient.invalidateQueries({ queryKey: prayerKeys.walls(scope.slug), refetchType: 'none' });
    },
  });
}
