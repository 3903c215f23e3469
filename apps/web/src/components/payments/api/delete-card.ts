import * as payments from '@congrega/contract/endpoints/payments';
import type { TSavedCardList } from '@congrega/contract/payments/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentKeys, usePaymentsScope } from './payments-scope.ts';
import { apiCall } from '../../../lib/api-call.ts';

/** DELETE /usuario-cartao-gateway-pagamento/{id}. A failure stays on the confirmation page. */
export async function deleteCard(id: number): Promise<void> {
  await apiCall(payments.deleteSavedCard, { params: { id } }, { navigateOnNetworkError: false });
}

/** Removes a card, then drops it from the cached list at once (the list refetches in the background). */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  const scope = usePaymentsScope();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TSavedCardList>(paymentKeys.cards(scope), (list) =>
        list
          ? {
              cartoes: list.cartoes
                .map((g) => ({ ...g, cartoes: g.cartoes.filter((c) => c.id !== id) }))
                .filter((g) => g.cartoes.length > 0),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: paymentKeys.cards(scope) });
    },
  });
}
