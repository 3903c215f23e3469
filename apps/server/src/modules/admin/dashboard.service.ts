import type { TDashboard, TDashboardItem } from '@congrega/contract/admin/dashboard';
import { coversArea } from './staff-access.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { churchDay } from '@congrega/contract/datetime';
import {
  declinedRecurringGifts,
  eventsStarting,
  failedCharges,
  openOfferingBatches,
  paidAfterCancelWaiting,
  paymentsInReview,
  pendingJoinRequests,
  prayerRequestsWaiting,
  unknownWebhooksWaiting,
} from './dashboard.repository.ts';

/**
 * The dashboard: what needs attention, each item only for a caller whose grants cover its area (view): join
 * requests (cells), prayer requests asking for a call or visit in the last 14 days (pastoral), refused or cancelled
 * payments of the last 7 days, those held in review, recurring gifts whose card was declined (retrying, or paused
 * after the last retry), cancelled orders paid afterwards still waiting for a refund or an honour, and gateway
 * events that named an unknown order not yet reviewed (finance: a church admin without finance sees no money), offering batches waiting to be
 * committed (offerings), events of the next 7 days
 * with their seats left (events). Links are the console's area paths.
 */
const DAY = 86_400_000;

export function dashboard(ctx: AdminContext): Promise<TDashboard> {
  const { grants, sessionVerified } = ctx.staff;
  const can = (area: TDashboardItem['area']) => coversArea(grants, area, 'view', sessionVerified);
  return adminRead(ctx, async (tx, church) => {
    const now = Date.now();
    const itens: TDashboardItem[] = [];
    if (can('cells'))
      itens.push({
        tipo: 'group_join_requests',
        area: 'cells',
        quantidade: await pendingJoinRequests(tx, church.id),
        link: '/cells/requests',
      });
    if (can('pastoral')) {
      itens.push({
        tipo: 'prayer_requests',
        area: 'pastoral',
        quantidade: await prayerRequestsWaiting(tx, church.id, new Date(now - 14 * DAY)),
        link: '/pastoral/prayer',
      });
    }
    if (can('finance')) {
      const since = new Date(now - 7 * DAY);
      itens.push(
        {
          tipo: 'failed_charges',
          area: 'finance',
          quantidade: await failedCharges(tx, church.id, since),
          link: `/payments?status=cancelado&de=${churchDay(church.fusoHorario, since)}`,
        },
        {
          tipo: 'payments_in_review',
          area: 'finance',
          quantidade: await paymentsInReview(tx, church.id),
          link: '/payments?status=em_analise',
        },
      );
      const recurring = await declinedRecurringGifts(tx, church.id);
      itens.push(
        { tipo: 'recurring_failing', area: 'finance', quantidade: recurring.failing, link: '/recurring?estado=falhando' },
        { tipo: 'recurring_declined', area: 'finance', quantidade: recurring.declined, link: '/recurring?estado=recusada' },
        {
          tipo: 'paid_after_cancel',
          area: 'finance',
          quantidade: await paidAfterCancelWaiting(tx, church.id),
          link: '/payments?pagoAposCancelamento=true',
        },
        {
          tipo: 'webhooks_unknown',
          area: 'finance',
          quantidade: await unknownWebhooksWaiting(tx, church.id),
          link: '/webhooks?revisado=false',
        },
      );
    }
    if (can('offerings'))
      itens.push({
        tipo: 'offering_batches_open',
        area: 'offerings',
        quantidade: await openOfferingBatches(tx, church.id),
        link: '/offerings?estado=aberto',
      });
    if (can('events')) {
      const events = await eventsStarting(tx, church.id, new Date(now), new Date(now + 7 * DAY));
      itens.push({
        tipo: 'events_this_week',
        area: 'events',
        quantidade: events.length,
        link: '/events',
        detalhes: events.map((e) => ({ id: e.id, titulo: e.titulo, inicio: e.inicio.toISOString(), vagasRestantes: e.vagasRestantes })),
      });
    }
    return { itens };
  });
}
