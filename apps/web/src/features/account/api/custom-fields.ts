import type { ZCustomField } from '@congrega/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TCustomField = z.infer<typeof ZCustomField>;

/**
 * The church's extra profile fields: GET /user/{id}/campo-personalizado?igreja= for a logged-in account,
 * GET /igreja/{id}/campo-personalizado/ for a visitor filling the registration form (no account id yet).
 */
export function customFieldsQuery(churchId: number, accountId: number | null) {
  return queryOptions({
    queryKey: ['custom-fields', churchId, accountId],
    queryFn: async ({ signal }) => {
      const path = accountId === null ? `/igreja/${churchId}/campo-personalizado/` : `/user/${accountId}/campo-personalizado`;
      const query = accountId === null ? undefined : { igreja: churchId };
      return (await apiRequest<{ camposPersonalizados: TCustomField[] }>(path, { query, signal })).camposPersonalizados;
    },
    staleTime: 10 * 60_000,
  });
}
export const useCustomFields = (churchId: number, accountId: number | null) => useQuery(customFieldsQuery(churchId, accountId));
