import * as payments from '@congrega/contract/endpoints/payments';
import type { TSavedCard } from '@congrega/contract/payments/cards';
import { apiCall } from '../../../lib/api-call.ts';

/** POST /usuario-cartao-gateway-pagamento/?igreja=: keeps a card token (never the number) for later payments. */
export function saveCard(churchId: number, token: string): Promise<TSavedCard> {
  return apiCall(payments.saveCard, { query: { igreja: String(churchId) }, body: { token } }, { navigateOnNetworkError: false });
}
