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
  // Publications (MOD_PUBLICACAO): types, the list (?tipo=) and one publication by slug with its file.
  {
    path: '/publication-types',
    meta: { access: 'public', module: 'MOD_PUBLICACAO', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/publication-types.tsx'),
  },
  {
    path: '/publications',
    meta: { access: 'public', module: 'MOD_PUBLICACAO', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/publications.tsx'),
  },
  {
    path: '/publications/:publicationSlug',
    meta: { access: 'public', module: 'MOD_PUBLICACAO', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/publication-detail.tsx'),
  },
  // Sunday school (MOD_EBD): quarters; one by slug (or by the id a notification names) with classes and lessons.
  {
    path: '/ebds',
    meta: { access: 'public', module: 'MOD_EBD', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/ebds.tsx'),
  },
  {
    path: '/ebds/:ebdSlug',
    meta: { access: 'public', module: 'MOD_EBD', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/ebd-detail.tsx'),
  },
  // Videos (no module in the spec): YouTube, Vimeo or a file.
  {
    path: '/videos',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/videos.tsx'),
  },
  {
    path: '/videos/:videoId',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/video-detail.tsx'),
  },
  // Ministries (no module in the spec): responsible person, social networks and social projects.
  {
    path: '/ministries',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/ministries.tsx'),
  },
  {
    path: '/ministries/:ministryId',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/ministry-detail.tsx'),
  },
  {
    path: '/ministries/:ministryId/projects/:projectId',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['content'] },
    load: () => import('../../features/content/routes/ministry-project.tsx'),
  },
  // The podcast (no module in the spec): episodes and queue; the mini player lives in the app shell.
  {
    path: '/podcast',
    meta: { access: 'public', layout: 'DEFAULT', ns: ['podcast', 'content'] },
    load: () => import('../../features/podcast/routes/podcast.tsx'),
  },
];
