import type { AppRoute } from '../route-meta.ts';

/**
 * The Bible reader, reading plans and praise songs (issue 14). Part of THE route table, app/routes.tsx.
 */
export const worshipRoutes: AppRoute[] = [
  {
    path: '/bible',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['bible'] },
    load: () => import('../../features/bible/routes/bible.tsx'),
  },
  {
    path: '/reading-plans',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['readingPlans'] },
    load: () => import('../../features/reading-plans/routes/reading-plans.tsx'),
  },
  {
    path: '/reading-plans/:planUUID',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['readingPlans'] },
    load: () => import('../../features/reading-plans/routes/plan-detail.tsx'),
  },
  {
    path: '/reading-plans/:planUUID/delete',
    meta: { access: 'member', layout: 'DEFAULT', ns: ['readingPlans'] },
    load: () => import('../../features/reading-plans/routes/plan-delete.tsx'),
  },
  {
    path: '/reading-plans/:planUUID/delete/confirm',
    meta: {
      access: 'member',
      layout: 'DEFAULT',
      ns: ['readingPlans'],
      outcome: { kind: 'reading-plan-left', otherwise: '/reading-plans?tab=mine' },
    },
    load: () => import('../../features/reading-plans/routes/plan-deleted.tsx'),
  },
  {
    path: '/embed/reading-plans',
    meta: { access: 'member', layout: 'EMBED', ns: ['readingPlans'] },
    load: () => import('../../features/reading-plans/routes/reading-plans.tsx'),
  },
  {
    path: '/embed/reading-plans/:planUUID',
    meta: { access: 'member', layout: 'EMBED', ns: ['readingPlans'] },
    load: () => import('../../features/reading-plans/routes/plan-detail.tsx'),
  },
  {
    path: '/embed/reading-plans/:planUUID/delete',
    meta: { access: 'member', layout: 'EMBED', ns: ['readingPlans'] },
    load: () => import('../../features/reading-plans/routes/plan-delete.tsx'),
  },
  {
    path: '/embed/reading-plans/:planUUID/delete/confirm',
    meta: {
      access: 'member',
      layout: 'EMBED',
      ns: ['readingPlans'],
      outcome: { kind: 'reading-plan-left', otherwise: '/embed/reading-plans?tab=mine' },
    },
    load: () => import('../../features/reading-plans/routes/plan-deleted.tsx'),
  },
  {
    path: '/praise',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['praise'] },
    load: () => import('../../features/praise/routes/praise-list.tsx'),
  },
  {
    path: '/praise/:praiseId',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['praise'] },
    load: () => import('../../features/praise/routes/praise-view.tsx'),
  },
  {
    path: '/embed/praise',
    meta: { access: 'public', layout: 'EMBED', ns: ['praise'] },
    load: () => import('../../features/praise/routes/praise-embed.tsx'),
  },
];
