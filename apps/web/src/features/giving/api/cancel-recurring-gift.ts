import * as giving from '@congrega/contract/endpoints/giving';
import type { TRecurringGift } from '@congrega/contract/giving';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePaymentsScope, type PaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { apiCall } from '../../../lib/api-call.ts';
import { givingKeys } from './giving-keys.ts';

/** DELETE /usuario/{userId}/doacao-recorrente/{id}: cancelled for good (kept in the list, never charged again). */
export function cancelRecurringGift(scope: PaymentsScope, id: number): Promise<void> {
  return apiCall(giving.cancelRecurringGift, { params: { userId: scope.owner, id } }, { navigateOnNetworkError: false }).then(
    () => undefined,
  );
}

export function useCancelRecurringGift() {
  const scope = usePaymentsScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelRecurringGift(scope, id),
    onSuccess: (_, id) => {
      client.setQueryData<TRecurringGift[]>(givingKeys.recurring(scope), (list) =>
        list?.map((g) => (g.id === id ? { ...g, status: 'cancelada', proximaData: null, motivoPausa: null } : g)),
      );
      void client.invalidateQueries({ queryKey: givingKeys.recurring(scope) });
    },
  });
}
