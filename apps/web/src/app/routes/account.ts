import type { AppRoute } from '../route-meta.ts';

/**
 * The rest of the account area: member card (card page, print page, the embeddable print page and the QR code's
 * verification page), change of linked church and the two external apps. (Part of THE route table, app/routes.tsx.)
 */
export const accountRoutes: AppRoute[] = [
  {
    path: '/user/member-card',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['member-card'] },
    load: () => import('../../features/member-card/routes/member-card.tsx'),
  },
  {
    path: '/user/member-card/print',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['member-card'] },
    load: () => import('../../features/member-card/routes/print-member-card.tsx'),
  },
  {
    path: '/embed/print-member-card',
    meta: { access: 'member', layout: 'EMBED', ns: ['member-card'] },
    load: () => import('../../features/member-card/routes/embed-print-member-card.tsx'),
  },
  {
    path: '/member-card/verify',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['member-card'] },
    load: () => import('../../features/member-card/routes/verify-member-card.tsx'),
  },
  {
    path: '/user/church',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['church'] },
    load: () => import('../../features/church/routes/user-church.tsx'),
  },
  {
    path: '/third-parts/voluts',
    meta: { access: 'member', module: 'MOD_VOLUTS', layout: 'DEFAULT', ns: ['external-apps'] },
    load: () => import('../../features/external-apps/routes/third-party.tsx'),
  },
  {
    path: '/third-parts/mykids',
    meta: { access: 'member', module: 'MOD_MYKIDS', layout: 'DEFAULT', ns: ['external-apps'] },
    load: () => import('../../features/external-apps/routes/third-party.tsx'),
  },
];
