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
];
