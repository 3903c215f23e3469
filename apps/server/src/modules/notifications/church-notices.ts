import { MANUAL_NOTIFICATION_TYPE, type TAdminNotification, type TAdminNotificationBody } from '@congrega/contract/admin/notifications';
import type { Tx } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { findChurchNotification, insertChurchNotification, listChurchNotifications } from './notifications-admin.repository.ts';

/**
 * The church-wide notifications as the staff console sees and sends them (admin/notifications-admin.service.ts), in
 * the console's transaction. A hand send is pushed once committed: the caller then calls queuePushSweep.
 */
export async function sendChurchNotice(tx: Tx, church: TenantChurch, body: TAdminNotificationBody): Promise<TAdminNotification> {
  const id = await insertChurchNotification(tx, church.id, {
    igrejaOrigemCodigo: church.codigo,
    titulo: body.titulo,
    corpo: body.corpo,
    tipo: MANUAL_NOTIFICATION_TYPE,
    rota: body.rota || null,
  });
  return (await findChurchNotification(tx, church.id, id))!;
}

export async function churchNoticePage(tx: Tx, churchId: number, query: { page: number; limit: number }) {
  const { rows, total } = await listChurchNotifications(tx, churchId, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { itens: rows, total, page: query.page, limit: query.limit };
}
