import type { TGrantCreateBody } from '@congrega/contract/admin/grants';
import { grantCreate, grantDelete, grantList } from '@congrega/contract/endpoints/admin-grants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey, ME_KEY } from '../../lib/console-context.ts';

/** The church's grants (answered whole) and the writes on them; each write refreshes the list and `me`. */
export function useGrants(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'grants'),
    queryFn: ({ signal }) => apiCall(grantList, { params: { church }, query: {} }, { signal }),
  });
}

export function useGrantWrites(church: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: churchKey(church, 'grants') }),
      queryClient.invalidateQueries({ queryKey: ME_KEY }),
    ]);
  const create = useMutation({
    mutationFn: (body: TGrantCreateBody) => apiCall(grantCreate, { params: { church }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await apiCall(grantDelete, { params: { church, id } });
    },
    onSettled: refresh,
  });
  return { create, remove };
}
