import * as notifications from '@congrega/contract/endpoints/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';

/** Spec section 9: notifications page 1, default limit 30. */
export const NOTIFICATIONS_LIMIT = 30;

/** GET /igreja/{id}/notificacao/?page=1&limit=30 (bearer). */
export function notificationsQuery(churchId: number) {
  return queryOptions({
    queryKey: ['notifications', churchId],
    queryFn: ({ signal }) =>
      apiCall(
        notifications.listNotifications,
        { params: { id: churchId }, query: { page: 1, limit: NOTIFICATIONS_LIMIT } },
        { signal, navigateOnNetworkError: false },
      ).then((r) => r.notificacoes),
  });
}

export function useNotifications(churchId: number) {
  return useQuery(notificationsQuery(churchId));
}
