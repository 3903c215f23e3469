import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TPrayer, TPrayResult } from '@congrega/contract/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

type PrayCounts = Pick<TPrayer, 'quantidadeOracoes' | 'orouHoje'>;

/** POST /oracao/orar/: counts once per member, request and day; repeating it changes nothing. */
export function pray(idOracao: string): Promise<TPrayResult> {
  return apiCall(prayer.pray, { body: { idOracao } }, { navigateOnNetworkError: false });
}

/**
 * What the screen shows the moment the button is pressed: one prayer more, unless the viewer already
 * prayed today (the server would not count it again, so neither do we).
 */
export function withPrayed<T extends PrayCounts>(prayer: T): T {
  return prayer.orouHoje ? prayer : { ...prayer, quantidadeOracoes: prayer.quantidadeOracoes + 1, orouHoje: true };
}

/** The server's count wins over the optimistic guess (others may have prayed meanwhile). */
export function withPrayResult<T extends PrayCounts>(prayer: T, result: TPrayResult): T {
  return { ...prayer, quantidadeOracoes: result.quantidadeOracoes, orouHoje: result.orouHoje };
}

/** Pray with immediate feedback: the count moves at once and goes back if the call fails. */
export function usePray(id: string) {
  const queryClient = useQueryClient();
  const scope = usePrayerScope();
  const key = prayerKeys.detail(scope, id);
  return useMutation({
    mutationFn: () => pray(id),
    onMutate: async () => {
      // A refetch landing now would overwrite the optimistic count with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PrayCounts>(key);
      if (previous) queryClient.setQueryData<PrayCounts>(key, withPrayed(previous));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<PrayCounts>(key, (current) => (current ? withPrayResult(current, result) : current));
    },
    // The wall shows the count too: refresh it when it is next shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: prayerKeys.walls(scope.slug), refetchType: 'none' }),
  });
}
