import type { TAdminNotification, TAdminNotificationBody, TAdminNotificationPage } from '@congrega/contract/admin/notifications';
import { churchNoticePage, queuePushSweep, sendChurchNotice } from '../notifications/notifications.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * The console's "Notificações" area (contract admin/notifications.ts; `content` grant): the church-wide
 * notifications with their figures, and a hand send to every member, audited under `content` and pushed to the
 * subscribed browsers once committed.
 */
const WHAT = { area: 'content', entidade: 'notificacao' } as const;

export function adminNotificationList(ctx: AdminContext, query: { page: number; limit: number }): Promise<TAdminNotificationPage> {
  return adminRead(ctx, (tx, church) => churchNoticePage(tx, church.id, query));
}

export async function adminNotificationSend(ctx: AdminContext, body: TAdminNotificationBody): Promise<TAdminNotification> {
  const sent = await adminWrite(ctx, WHAT, async (tx, church) => {
    const created = await sendChurchNotice(tx, church, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: body } };
  });
  await queuePushSweep(ctx.app, ctx.staff.church.id);
  return sent;
}
