import { z } from 'zod';
import { ADMIN_AREAS } from './grants.ts';

/**
 * GET /admin/:church/dashboard: what needs attention, each item only when the caller's grants cover its area (a
 * content editor never sees failed charges). `link` is the console path of the area (relative to /{lang}/{church}).
 */
export const DASHBOARD_ITEMS = [
  'group_join_requests',
  'prayer_requests',
  'failed_charges',
  'payments_in_review',
  'recurring_failing',
  'recurring_declined',
  'paid_after_cancel',
  'webhooks_unknown',
  'offering_batches_open',
  'events_this_week',
] as const;
export type TDashboardItemKind = (typeof DASHBOARD_ITEMS)[number];

export const ZDashboardItem = z
  .object({
    tipo: z.enum(DASHBOARD_ITEMS),
    area: z.enum(ADMIN_AREAS),
    quantidade: z.number().int(),
    link: z.string(),
    /** events_this_week: each event with its seats left (null: no capacity). */
    detalhes: z
      .array(z.object({ id: z.number().int(), titulo: z.string(), inicio: z.string(), vagasRestantes: z.number().int().nullable() }))
      .optional(),
  })
  .meta({ id: 'AdminDashboardItem' });
export type TDashboardItem = z.infer<typeof ZDashboardItem>;

export const ZDashboard = z.object({ itens: z.array(ZDashboardItem) }).meta({ id: 'AdminDashboard' });
export type TDashboard = z.infer<typeof ZDashboard>;
