import type { ScreenRoute } from './route-meta.ts';

/**
 * Church home, the one line of routes.tsx the first load needs: the router starts with it alone and
 * patches in the rest of the table right after (router.tsx), so church home's first load does not grow
 * as features add routes.
 */
export const homeRoute: ScreenRoute = {
  path: '/',
  meta: { access: 'public', layout: 'HOME', query: false, ns: ['church'] },
  load: () => import('../features/church/routes/church-home.tsx'),
};
