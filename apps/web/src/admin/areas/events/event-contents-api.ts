import type { TAdminEventContentInput } from '@congrega/contract/admin/event-contents';
import {
  adminEventContentCreate,
  adminEventContentDelete,
  adminEventContentList,
  adminEventContentOrder,
  adminEventContentUpdate,
} from '@congrega/contract/endpoints/admin-event-contents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

const contentsKey = (church: string, eventId: number) => churchKey(church, 'event', eventId, 'contents');

/** An event's exclusive online content (contract endpoints/admin-event-contents.ts), in its order. */
export function useEventContents(church: string, eventId: number) {
  return useQuery({
    queryKey: contentsKey(church, eventId),
    queryFn: ({ signal }) => apiCall(adminEventContentList, { params: { church, eventId } }, { signal }),
  });
}

/** The writes; each answer refreshes the list (a reorder's answer is the list itself). */
export function useEventContentWrites(church: string, eventId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: contentsKey(church, eventId) });
  return {
    save: async (id: number | null, body: TAdminEventContentInput) => {
      await (id === null
        ? apiCall(adminEventContentCreate, { params: { church, eventId }, body })
        : apiCall(adminEventContentUpdate, { params: { church, eventId, contentId: id }, body }));
      await refresh();
    },
    remove: async (id: number) => {
      await apiCall(adminEventContentDelete, { params: { church, eventId, contentId: id } });
      await refresh();
    },
    order: async (ids: number[]) => {
      client.setQueryData(
        contentsKey(church, eventId),
        await apiCall(adminEventContentOrder, { params: { church, eventId }, body: { ids } }),
      );
    },
  };
}
