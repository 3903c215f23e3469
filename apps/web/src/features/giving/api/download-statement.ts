import { getGivingStatement } from '@congrega/contract/endpoints/giving';
import type { PaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { apiFile } from '../../../lib/api-call.ts';

/**
 * GET /usuario/{userId}/doacao/extrato/{ano}?igreja=: the yearly giving statement (PDF). It needs the bearer token,
 * so it is fetched through the API client (token in the header, never in a URL) and handed to the browser as a
 * file to save.
 */
export async function fetchStatement(scope: PaymentsScope, year: number): Promise<Blob> {
  return apiFile(
    getGivingStatement,
    { params: { userId: scope.owner, ano: year }, query: { igreja: scope.churchId } },
    { navigateOnNetworkError: false },
  );
}

/** Saving it is lib/save-file.ts's (shared with the live chat's transcript). */
export { saveFile } from '../../../lib/save-file.ts';
