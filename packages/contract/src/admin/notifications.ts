import { z } from 'zod';
import { zPageNumber } from '../common.ts';
import { zOptionalText, zRequiredText } from '../validators.ts';
import { zListLimit } from './common.ts';

/**
 * The console's "Notificações" area (issue 33; `content` grant, edit to send). Decided:
 * - staff send a notification by hand to the whole church (type AVISO), with an optional path of the member app it
 *   opens (`/event/12`, `/news`): a path of this app only, never an address elsewhere;
 * - the list shows the church-wide notifications (sent by hand or by publishing content), newest first, with
 *   `alcance` the active members the church had when it was sent, `entregues` the pushes the push services
 *   accepted, `abertas` the members who opened it (from the menu or the push).
 */
export const ADMIN_NOTIFICATION_TITLE_MAX = 100;
export const ADMIN_NOTIFICATION_BODY_MAX = 500;
export const ADMIN_NOTIFICATION_ROUTE_MAX = 200;
export const MANUAL_NOTIFICATION_TYPE = 'AVISO';

/** An app path: one leading slash, then path, query and fragment characters (no scheme, host or spaces). */
const zAppRoute = zOptionalText(ADMIN_NOTIFICATION_ROUTE_MAX).refine(
  (v) => v === undefined || v === '' || /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(v),
  'validation.appPath',
);

export const ZAdminNotificationBody = z
  .strictObject({
    titulo: zRequiredText(ADMIN_NOTIFICATION_TITLE_MAX),
    corpo: zRequiredText(ADMIN_NOTIFICATION_BODY_MAX),
    rota: zAppRoute.nullable(),
  })
  .meta({ id: 'AdminNotificationBody' });
export type TAdminNotificationBody = z.input<typeof ZAdminNotificationBody>;

export const ZAdminNotificationListQuery = z.strictObject({ page: zPageNumber(), limit: zListLimit() });
export type TAdminNotificationListQuery = z.input<typeof ZAdminNotificationListQuery>;

export const ZAdminNotification = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    corpo: z.string(),
    tipo: z.string(),
    rota: z.string().nullable(),
    dataCadastro: z.string(),
    alcance: z.number().int(),
    entregues: z.number().int(),
    abertas: z.number().int(),
  })
  .meta({ id: 'AdminNotification' });
export type TAdminNotification = z.infer<typeof ZAdminNotification>;

export const ZAdminNotificationPage = z
  .object({ itens: z.array(ZAdminNotification), page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminNotificationPage' });
export type TAdminNotificationPage = z.infer<typeof ZAdminNotificationPage>;
