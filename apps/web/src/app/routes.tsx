import { homeRoute } from './home-route.ts';
import type { AppRoute } from './route-meta.ts';
import { accountRoutes } from './routes/account.ts';
import { eventRoutes } from './routes/events.ts';
import { contentRoutes } from './routes/content.ts';
import { groupRoutes } from './routes/groups.ts';
import { playRoutes } from './routes/play.ts';
import { worshipRoutes } from './routes/worship.ts';
import { liveRoutes } from './routes/live.ts';

/**
 * THE route table (spec section 2). One line per screen: path, access meta, layout and the lazily loaded
 * module (a file exporting `Component` and optionally `loader`). Features add their lines here (or, for a
 * feature with many screens, a file under app/routes/ listed in ROUTE_TABLE_FILES); the guard
 * (guards/access.ts) applies the meta to every route. Routes of features not built yet are absent.
 * Params named `id` / `*Id` are numeric (guards/params.ts).
 */
export const routes: AppRoute[] = [
  // Church information
  homeRoute, // '/': defined in home-route.ts so the first load needs only that line
  {
    path: '/about',
    meta: { access: 'public', layout: 'DEFAULT', query: false, ns: ['church'] },
    load: () => import('../features/church/routes/about.tsx'),
  },
  {
    path: '/churchs',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['church'] },
    load: () => import('../features/church/routes/churchs.tsx'),
  },
  {
    path: '/error',
    meta: { access: 'public', layout: 'DEFAULT', query: false },
    load: () => import('../features/church/routes/error-page.tsx'),
  },

  // Access (visitors; the e-mailed links work for anyone)
  {
    path: '/access',
    meta: { access: 'visitor', layout: 'DEFAULT', query: false, ns: ['auth', 'contract'] },
    load: () => import('../features/auth/routes/access.tsx'),
  },
  {
    path: '/access/login',
    meta: { access: 'visitor', layout: 'DEFAULT', query: false, ns: ['auth', 'contract'] },
    load: () => import('../features/auth/routes/login.tsx'),
  },
  {
    path: '/access/register',
    meta: { access: 'visitor', layout: 'DEFAULT', ns: ['account', 'contract'] },
    load: () => import('../features/account/routes/register.tsx'),
  },
  {
    path: '/access/recover-password',
    meta: { access: 'visitor', layout: 'DEFAULT', query: false, ns: ['auth', 'contract'] },
    load: () => import('../features/auth/routes/recover-password.tsx'),
  },
  {
    path: '/access/reset-password',
    meta: { access: 'public', layout: 'DEFAULT', query: false, ns: ['auth', 'contract'] },
    load: () => import('../features/auth/routes/reset-password.tsx'),
  },
  {
    path: '/access/activate',
    meta: { access: 'public', layout: 'DEFAULT', query: false, ns: ['auth'] },
    load: () => import('../features/auth/routes/activate.tsx'),
  },

  // User area (members)
  {
    path: '/user',
    meta: { access: 'member', layout: 'DEFAULT', query: false, ns: ['account'] },
    load: () => import('../features/account/routes/my-account.tsx'),
  },
  {
    path: '/user/data',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['account', 'contract'] },
    load: () => import('../features/account/routes/data.tsx'),
  },
  {
    path: '/user/data-update',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['account', 'contract'] },
    load: () => import('../features/account/routes/data-update.tsx'),
  },
  {
    path: '/user/change-password',
    meta: { access: 'member', layout: 'DEFAULT', query: false, ns: ['account', 'contract'] },
    load: () => import('../features/account/routes/change-password.tsx'),
  },
  {
    path: '/user/change-password/success',
    meta: { access: 'member', layout: 'DEFAULT', query: false, ns: ['account'], outcome: { kind: 'password-changed', otherwise: '/user' } },
    load: () => import('../features/account/routes/change-password-success.tsx'),
  },
  {
    // Where a push notification's click lands (the service worker opens it); routes as the notifications menu does.
    path: '/notification-open',
    meta: { access: 'member', layout: 'DEFAULT', query: false, ns: ['notifications'] },
    load: () => import('../features/notifications/routes/notification-open.tsx'),
  },
  {
    path: '/user/notes',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['notes'] },
    load: () => import('../features/notes/routes/notes-list.tsx'),
  },
  {
    path: '/user/notes/new',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['notes', 'contract'] },
    load: () => import('../features/notes/routes/note-new.tsx'),
  },
  {
    path: '/user/notes/:noteId',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['notes', 'contract'] },
    load: () => import('../features/notes/routes/note-edit.tsx'),
  },
  {
    path: '/user/notes/:noteId/delete',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['notes'] },
    load: () => import('../features/notes/routes/note-delete.tsx'),
  },
  {
    path: '/user/prayer',
    meta: { access: 'member', module: 'MOD_MURAL_ORACAO', layout: 'DEFAULT', ns: ['prayer'] },
    load: () => import('../features/prayer/routes/my-prayers.tsx'),
  },
  {
    path: '/user/prayer/:prayerId',
    meta: { access: 'member', module: 'MOD_MURAL_ORACAO', layout: 'DEFAULT', ns: ['prayer'] },
    load: () => import('../features/prayer/routes/my-prayer-detail.tsx'),
  },
  // Account deletion (spec section 4): the success page is open to anyone (no session is left), after the deletion
  {
    path: '/user/delete-user',
    meta: { access: 'member', layout: 'DEFAULT', query: false, ns: ['account'] },
    load: () => import('../features/account/routes/delete-user.tsx'),
  },
  {
    path: '/user/confirm-delete-user',
    meta: { access: 'member', layout: 'DEFAULT', query: false, ns: ['account', 'contract'] },
    load: () => import('../features/account/routes/confirm-delete-user.tsx'),
  },
  {
    path: '/user/delete-user-success',
    meta: { access: 'public', layout: 'DEFAULT', query: false, ns: ['account'], outcome: { kind: 'account-deleted', otherwise: '/' } },
    load: () => import('../features/account/routes/delete-user-success.tsx'),
  },
  ...accountRoutes,

  // Payments (members): saved cards and the payment status page
  {
    path: '/user/cards',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['payments'] },
    load: () => import('../features/payments/routes/cards.tsx'),
  },
  {
    path: '/user/addcard',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['payments', 'contract'] },
    load: () => import('../features/payments/routes/add-card.tsx'),
  },
  {
    path: '/user/deletecard',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['payments'] },
    load: () => import('../features/payments/routes/delete-card.tsx'),
  },
  {
    path: '/user/payment/:paymentCode',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['payments'] },
    load: () => import('../features/payments/routes/payment-status.tsx'),
  },

  // Giving (MOD_DOACAO): visitors choose, paying needs login or a guest gift where the church allows it; the
  // thank-you page is open (a guest sees their gift's answer there), the giver's area is members'
  {
    path: '/give',
    meta: { access: 'public', module: 'MOD_DOACAO', layout: 'DEFAULT', ns: ['giving', 'payments', 'contract'] },
    load: () => import('../features/giving/routes/give.tsx'),
  },
  {
    path: '/give/recurrency',
    meta: { access: 'public', module: 'MOD_DOACAO', layout: 'DEFAULT', ns: ['giving', 'payments', 'contract'] },
    load: () => import('../features/giving/routes/give.tsx'),
  },
  {
    path: '/give/checkout',
    meta: { access: 'public', module: 'MOD_DOACAO', layout: 'DEFAULT', ns: ['giving', 'payments', 'contract'] },
    load: () => import('../features/giving/routes/give.tsx'),
  },
  {
    path: '/give/thank-you',
    meta: { access: 'public', module: 'MOD_DOACAO', layout: 'DEFAULT', ns: ['giving', 'payments'] },
    load: () => import('../features/giving/routes/give-thank-you.tsx'),
  },
  {
    path: '/user/giving',
    meta: { access: 'member', module: 'MOD_DOACAO', layout: 'DEFAULT', ns: ['giving', 'payments', 'contract'] },
    load: () => import('../features/giving/routes/my-giving.tsx'),
  },

  ...eventRoutes,

  // Prayer wall (MOD_MURAL_ORACAO): visitors read; praying, messages, new requests and deleting need login
  {
    path: '/prayer',
    meta: { access: 'public', module: 'MOD_MURAL_ORACAO', layout: 'DEFAULT', ns: ['prayer'] },
    load: () => import('../features/prayer/routes/prayer-wall.tsx'),
  },
  {
    path: '/prayer/new',
    meta: { access: 'member', module: 'MOD_MURAL_ORACAO', layout: 'DEFAULT', ns: ['prayer', 'contract'] },
    load: () => import('../features/prayer/routes/prayer-new.tsx'),
  },
  {
    path: '/prayer/new/success',
    meta: {
      access: 'member',
      module: 'MOD_MURAL_ORACAO',
      layout: 'DEFAULT',
      query: false,
      ns: ['prayer'],
      outcome: { kind: 'prayer-created', otherwise: '/user/prayer' },
    },
    load: () => import('../features/prayer/routes/prayer-new-success.tsx'),
  },
  {
    path: '/prayer/delete/success',
    meta: {
      access: 'member',
      module: 'MOD_MURAL_ORACAO',
      layout: 'DEFAULT',
      query: false,
      ns: ['prayer'],
      outcome: { kind: 'prayer-deleted', otherwise: '/user/prayer' },
    },
    load: () => import('../features/prayer/routes/prayer-delete-success.tsx'),
  },
  {
    path: '/prayer/:prayerId',
    meta: { access: 'public', module: 'MOD_MURAL_ORACAO', layout: 'DEFAULT', ns: ['prayer', 'contract'] },
    load: () => import('../features/prayer/routes/prayer-detail.tsx'),
  },
  {
    path: '/prayer/:prayerId/delete',
    meta: { access: 'member', module: 'MOD_MURAL_ORACAO', layout: 'DEFAULT', ns: ['prayer'] },
    load: () => import('../features/prayer/routes/prayer-delete.tsx'),
  },

  ...groupRoutes,
  ...playRoutes,
  ...worshipRoutes,

  ...contentRoutes,
  ...liveRoutes,

  // Redirects (spec section 2)
  { path: '/register', redirect: { to: '/access', keepQuery: true } },
  { path: '/login', redirect: { to: '/access', keepQuery: true } },
  { path: '/reset-password', redirect: { to: '/access', keepQuery: true } },
  { path: '/doacoes', redirect: { to: '/give', keepQuery: true } },
  { path: '/user/update', redirect: { to: '/user/data' } },
  { path: '/subscription/*', redirect: { to: '/play' } },
  { path: '/play/*', redirect: { to: '/play' } },
  { path: '/admin', redirect: { external: 'admin' } },
  { path: '/admin/recover-password', redirect: { external: 'admin', suffix: '/recover-password' } },

  // Any other path: the error page.
  {
    path: '*',
    meta: { access: 'public', layout: 'DEFAULT', query: false },
    load: () => import('../features/church/routes/error-page.tsx'),
  },
];
