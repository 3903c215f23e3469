import type { TAdminNotificationListQuery } from '@congrega/contract/admin/notifications';
import { adminNotificationList } from '@congrega/contract/endpoints/admin-notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

export const notificationsKey = (church: string) => churchKey(church, 'notifications');

/** One page of the church's notifications to all its members, with reach, deliveries and opens (the server pages them). */
export function useNotificationList(church: string, query: TAdminNotificationListQuery) {
  return useQuery({
    queryKey: [...notificationsKey(church), query],
    queryFn: ({ signal }) => apiCall(adminNotificationList, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
