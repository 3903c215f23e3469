import * as accounts from '@congrega/contract/endpoints/accounts';
import type { TCustomField } from '@congrega/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';

export type { TCustomField };

/**
 * The church's extra profile fields: GET /user/{id}/campo-personalizado?igreja= for a logged-in account,
 * GET /igreja/{id}/campo-personalizado/ for a visitor filling the registration form (no account id yet).
 */
export function customFieldsQuery(churchId: number, accountId: number | null) {
  return queryOptions({
    queryKey: ['custom-fields', churchId, accountId],
    queryFn: async ({ signal }) =>
      (accountId === null
        ? await apiCall(accounts.listChurchCustomFields, { params: { id: churchId } }, { signal })
        : await apiCall(accounts.listMyCustomFields, { params: { id: accountId }, query: { igreja: String(churchId) } }, { signal })
      ).camposPersonalizados,
    staleTime: 10 * 60_000,
  });
}
export const useCustomFields = (churchId: number, accountId: number | null) => useQuery(customFieldsQuery(churchId, accountId));
