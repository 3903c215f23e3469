import type { AppRoute } from './route-meta.ts';

/**
 * THE route table (spec section 2). One line per screen: path, access meta, layout and the lazily loaded
 * module (a file exporting `Component` and optionally `loader`). Features add their lines here; the guard
 * (guards/access.ts) applies the meta to every route. Routes of features not built yet are absent.
 * Params named `id` / `*Id` are numeric (guards/params.ts).
 */
export const routes: AppRoute[] = [
  // Church information
  { path: '/', meta: { access: 'public', layout: 'HOME', query: false, ns: ['church'] }, load: () => import('../features/church/routes/church-home.tsx') },
  { path: '/about', meta: { access: 'public', layout: 'DEFAULT', query: false, ns: ['church'] }, load: () => import('../features/church/routes/about.tsx') },
  { path: '/churchs', meta: { access: 'public', layout: 'DEFAULT', ns: ['church'] }, load: () => import('../features/church/routes/churchs.tsx') },
  { path: '/error', meta: { access: 'public', layout: 'DEFAULT', query: false }, load: () => import('../features/church/routes/error-page.tsx') },

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
  { path: '*', meta: { access: 'public', layout: 'DEFAULT', query: false }, load: () => import('../features/church/routes/error-page.tsx') },
];
