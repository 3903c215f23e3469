import type { AppRoute } from '../route-meta.ts';

/**
 * Events (MOD_EVENTO): visitors browse and start a purchase (login asked unless the event takes guests); the
 * steps are ?buyingStep/&fillTicket of the event; /checkout pays; tickets and their content are members'
 * (Part of THE route table, app/routes.tsx.)
 */
export const eventRoutes: AppRoute[] = [
  {
    path: '/event',
    meta: { access: 'public', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events'] },
    load: () => import('../../features/events/routes/events-list.tsx'),
  },
  {
    path: '/event/:eventId',
    meta: { access: 'public', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events', 'payments', 'contract'] },
    load: () => import('../../features/events/routes/event-detail.tsx'),
  },
  {
    path: '/event/:eventId/tickets',
    meta: { access: 'member', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events'] },
    load: () => import('../../features/events/routes/my-tickets.tsx'),
  },
  {
    path: '/checkout',
    meta: { access: 'public', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events', 'payments', 'contract'] },
    load: () => import('../../features/events/routes/checkout.tsx'),
  },
  {
    path: '/checkout/thank-you',
    meta: { access: 'public', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events', 'payments'] },
    load: () => import('../../features/events/routes/checkout-thank-you.tsx'),
  },
  {
    path: '/user/registrations',
    meta: { access: 'member', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events'] },
    load: () => import('../../features/events/routes/my-registrations.tsx'),
  },
  {
    path: '/user/registrations/:eventId/tickets',
    meta: { access: 'member', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events'] },
    load: () => import('../../features/events/routes/my-tickets.tsx'),
  },
  {
    path: '/user/registrations/:eventId/ticket/:ticketId/content',
    meta: { access: 'member', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events'] },
    load: () => import('../../features/events/routes/ticket-content.tsx'),
  },
  {
    path: '/user/registrations/:eventId/ticket/:ticketId/content/:contentId',
    meta: { access: 'member', module: 'MOD_EVENTO', layout: 'DEFAULT', ns: ['events'] },
    load: () => import('../../features/events/routes/ticket-content.tsx'),
  },
];
