import type { AppRoute } from '../route-meta.ts';

/**
 * The church's content (features/content: one shared list and detail per kind). Public; each kind behind its module.
 * (Part of THE route table, app/routes.tsx.)
 */
export const contentRoutes: AppRoute[] = [
  {
    path: '/devotionals',
    meta: { access: 'public', module: 'MOD_DEVOCIONAL', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/devotionals.tsx'),
  },
  {
    path: '/devotionals/:devotionalId',
    meta: { access: 'public', module: 'MOD_DEVOCIONAL', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/devotional-detail.tsx'),
  },
  {
    path: '/news',
    meta: { access: 'public', module: 'MOD_NOTICIA', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/news.tsx'),
  },
  {
    path: '/news/:newsId',
    meta: { access: 'public', module: 'MOD_NOTICIA', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/news-detail.tsx'),
  },
];
