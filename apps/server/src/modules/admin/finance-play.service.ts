import type { TFinancePlayPage, ZFinancePlayQuery } from '@congrega/contract/admin/finance-play';
import type { z } from 'zod';
import { searchPlaySubscriptions } from '../play/play.public.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';

/** The money console's Play subscriptions (finance view, read only; play/play-admin-queries.ts holds the figures). */
export function financePlaySubscriptions(ctx: AdminContext, q: z.output<typeof ZFinancePlayQuery>): Promise<TFinancePlayPage> {
  return adminRead(ctx, (tx, church) =>
    searchPlaySubscriptions(tx, church, { estado: q.estado, plano: q.plano, q: q.q }, { page: q.page, limit: q.limit }, new Date()),
  );
}
