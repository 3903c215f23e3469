import { notificationOpened } from '@congrega/contract/endpoints/notifications';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * POST /igreja/{id}/notificacao/{notificacaoId}/abertura: the member opened it (from the menu or a push), which the
 * console counts. Fire and forget: a failure never keeps the member from the notification's screen.
 */
export function recordNotificationOpened(churchId: number, notificacaoId: number): void {
  void apiCall(notificationOpened, { params: { id: churchId, notificacaoId } }, { navigateOnNetworkError: false }).catch(() => undefined);
}
