import type { AppRoute } from '../route-meta.ts';

/**
 * Play (MOD_ASSINATURA, INPC_PLAY layout): visitors browse when the church's catalogue is public; watching needs
 * login and an active subscription (the server checks every playback). Unknown paths under /play and /subscription/*
 * go to play home (redirects in routes.tsx). "Play subscriptions" of my account is /user/play. (Part of THE route
 * table, app/routes.tsx; each entry spells its meta out: the build reads this file as text.)
 */
export const playRoutes: AppRoute[] = [
  {
    path: '/play',
    meta: { access: 'public', module: 'MOD_ASSINATURA', layout: 'INPC_PLAY', ns: ['play'] },
    load: () => import('../../features/play/routes/home.tsx'),
  },
  {
    path: '/play/browse',
    meta: { access: 'public', module: 'MOD_ASSINATURA', layout: 'INPC_PLAY', ns: ['play'] },
    load: () => import('../../features/play/routes/browse.tsx'),
  },
  {
    path: '/play/search',
    meta: { access: 'public', module: 'MOD_ASSINATURA', layout: 'INPC_PLAY', ns: ['play'] },
    load: () => import('../../features/play/routes/search.tsx'),
  },
  {
    path: '/play/plans',
    meta: { access: 'public', module: 'MOD_ASSINATURA', layout: 'INPC_PLAY', ns: ['play', 'payments', 'contract'] },
    load: () => import('../../features/play/routes/plans.tsx'),
  },
  {
    path: '/play/collection/:id',
    meta: { access: 'public', module: 'MOD_ASSINATURA', layout: 'INPC_PLAY', ns: ['play'] },
    load: () => import('../../features/play/routes/collection.tsx'),
  },
  {
    path: '/play/video/:id',
    meta: { access: 'public', module: 'MOD_ASSINATURA', layout: 'INPC_PLAY', ns: ['play'] },
    load: () => import('../../features/play/routes/video.tsx'),
  },
  {
    path: '/play/watch/:id',
    meta: { access: 'member', module: 'MOD_ASSINATURA', layout: 'INPC_PLAY', ns: ['play'] },
    load: () => import('../../features/play/routes/watch.tsx'),
  },
  {
    path: '/user/play',
    meta: { access: 'member', module: 'MOD_ASSINATURA', layout: 'DEFAULT', ns: ['play'] },
    load: () => import('../../features/play/routes/my-subscriptions.tsx'),
  },
];
