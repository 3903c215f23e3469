import type { TPrayerCareStatus } from '@congrega/contract/prayer';
import { adminCareGet, adminCareList, adminCareNoteAdd, adminCareUpdate } from '@congrega/contract/endpoints/admin-prayer';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The pastoral care queue (each read audited by the server) and its writes, which refresh the item and the queue. */
export function useCareList(church: string, status: TPrayerCareStatus | undefined, page: number, limit: number) {
  return useQuery({
    queryKey: churchKey(church, 'care', 'list', status ?? 'all', page),
    queryFn: ({ signal }) => apiCall(adminCareList, { params: { church }, query: { status, page, limit } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCareItem(church: string, id: string) {
  return useQuery({
    queryKey: churchKey(church, 'care', 'item', id),
    queryFn: ({ signal }) => apiCall(adminCareGet, { params: { church, id } }, { signal }),
  });
}

export function useCareWrites(church: string, id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: churchKey(church, 'care') });
  return {
    update: async (body: { status: TPrayerCareStatus; responsavelId: number | null }) => {
      const saved = await apiCall(adminCareUpdate, { params: { church, id }, body });
      queryClient.setQueryData(churchKey(church, 'care', 'item', id), saved);
      await refresh();
    },
    addNote: async (texto: string) => {
      await apiCall(adminCareNoteAdd, { params: { church, id }, body: { texto } });
      await refresh();
    },
  };
}
