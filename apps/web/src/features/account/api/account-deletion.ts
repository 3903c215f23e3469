import * as deletion from '@congrega/contract/endpoints/account-deletion';
import type { TPersonalDataExport } from '@congrega/contract/account-deletion';
import { apiCall } from '../../../lib/api-call.ts';

/** POST /user/{id}/pedido-exclusao?igreja=: irreversible; a wrong password answers WRONG_PASSWORD_DELETION. */
export function requestAccountDeletion(accountId: number, churchId: number, senha: string) {
  return apiCall(
    deletion.requestAccountDeletion,
    { params: { id: accountId }, query: { igreja: String(churchId) }, body: { senha } },
    { navigateOnNetworkError: false },
  );
}

/** GET /user/{id}/meus-dados?igreja=: everything stored about the member. */
export function exportPersonalData(accountId: number, churchId: number): Promise<TPersonalDataExport> {
  return apiCall(
    deletion.exportPersonalData,
    { params: { id: accountId }, query: { igreja: String(churchId) } },
    { navigateOnNetworkError: false },
  );
}
