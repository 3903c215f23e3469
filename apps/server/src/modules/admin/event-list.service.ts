import type { TEventListPage, ZEventListQuery } from '@congrega/contract/admin/event-list';
import { actionAllows } from '@congrega/contract/admin/grants';
import type { z } from 'zod';
import { eventListPage } from '../events/events.public.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';

/**
 * The events area's list (rules in packages/contract/src/admin/event-list.ts). The gate checked the `events` view
 * grant; as the door's list does (door.service.ts), an unscoped grant lists every event of the church and grants
 * scoped to events list those events only.
 */
function grantedEventIds(ctx: AdminContext): number[] | null {
  const events = ctx.staff.grants.filter((g) => g.area === 'events' && actionAllows(g.action, 'view'));
  if (events.some((g) => g.scopeKind === null)) return null;
  return events.filter((g) => g.scopeKind === 'event' && g.scopeId !== null).map((g) => g.scopeId as number);
}

export function eventList(ctx: AdminContext, q: z.output<typeof ZEventListQuery>): Promise<TEventListPage> {
  return adminRead(ctx, async (tx, church) => {
    const filter = { ids: grantedEventIds(ctx), q: q.q, estado: q.estado, now: new Date() };
    const { rows, total } = await eventListPage(tx, church.id, filter, { offset: (q.page - 1) * q.limit, limit: q.limit });
    return { itens: rows, page: q.page, limit: q.limit, total };
  });
}
