import * as prayer from '@congrega/contract/endpoints/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** DELETE /oracao/{id}: irreversible; its messages, prayers and image go too. */
export async function deletePrayer(id: string): Promise<void> {
  await apiCall(prayer.deletePrayer, { params: { id } }, { navigateOnNetworkError: false });
}

export function useDeletePrayer() {
  const queryClient = useQueryClient();
  const scope = usePrayerScope();
  return useMutation({
    mutationFn: deletePrayer,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: prayerKeys.details(scope.slug, id) });
      // Lists refresh when next shown; nothing on screen needs them now (the user moves to the success page).
      void queryClient.invalidateQueries({ queryKey: prayerKeys.walls(scope.slug), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: prayerKeys.mine(scope), refetchType: 'none' });
    },
  });
}
