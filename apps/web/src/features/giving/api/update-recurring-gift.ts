import * as giving from '@congrega/contract/endpoints/giving';
import type { TRecurringGift, TRecurringGiftPatch } from '@congrega/contract/giving';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePaymentsScope, type PaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { apiCall } from '../../../lib/api-call.ts';
import { givingKeys } from './giving-keys.ts';

/** PATCH /usuario/{userId}/doacao-recorrente/{id}: change the amount or frequency, pause or resume. */
export function updateRecurringGift(scope: PaymentsScope, id: number, patch: TRecurringGiftPatch): Promise<TRecurringGift> {
  return apiCall(giving.updateRecurringGift, { params: { userId: scope.owner, id }, body: patch }, { navigateOnNetworkError: false });
}

/** The list shows the server's answer at once (the changed gift replaces its old self). */
export function useUpdateRecurringGift() {
  const scope = usePaymentsScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TRecurringGiftPatch }) => updateRecurringGift(scope, id, patch),
    onSuccess: (gift) => {
      client.setQueryData<TRecurringGift[]>(givingKeys.recurring(scope), (list) => list?.map((g) => (g.id === gift.id ? gift : g)));
      void client.invalidateQueries({ queryKey: givingKeys.recurring(scope) });
    },
  });
}
