import { createBrowserRouter, type RouteObject } from 'react-router';
import { homeRoute } from './home-route.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { HomeLayout } from './layouts/home-layout.tsx';
import { PageLoader, RootShell, RouteError } from './root-shell.tsx';
import { screenRoute, type LayoutId } from './screen-route.tsx';

/** Pathless layout routes; redirects sit under a DEFAULT layout of their own (shown while leaving for admin). */

const LAYOUTS: Record<LayoutId, Omit<RouteObject, 'children' | 'index'>> = {
  'layout-HOME': { Component: HomeLayout },
  'layout-DEFAULT': { Component: DefaultLayout },
  'layout-INPC_PLAY': { lazy: async () => ({ Component: (await import('./layouts/play-layout.tsx')).PlayLayout }) },
  'layout-EMBED': { lazy: { Component: async () => (await import('./layouts/embed-layout.tsx')).EmbedLayout } },
  'layout-REDIRECTS': { Component: DefaultLayout },
};

/** Root and layout routes, with `initial` screens already in place. */
export function shellRoutes(initial: Map<LayoutId, RouteObject[]>): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutId[]).map((id) => ({
    id,
    ...LAYOUTS[id],
    ErrorBoundary: RouteError,
    children: initial.get(id) ?? [],
  }));
  return [{ id: 'root', Component: RootShell, HydrateFallback: PageLoader, ErrorBoundary: RouteError, children: layouts }];
}

type Patch = (routeId: string, children: RouteObject[]) => void;

/**
 * The router starts knowing church home only; the rest of routes.tsx is patched in from its own chunk,
 * right after the first render or on the first navigation elsewhere, whichever comes first. Church home's
 * first load thus stays the same size however many routes features add.
 */
export function createAppRouter() {
  let patched = false;
  const patchTable = async (patch: Patch) => {
    const { tableRoutes } = await import('./route-table.tsx');
    if (patched) return;
    patched = true;
    for (const [id, children] of tableRoutes()) patch(id, children);
  };
  const router = createBrowserRouter(shellRoutes(new Map([['layout-HOME', [screenRoute(homeRoute)]]])), {
    patchRoutesOnNavigation: ({ patch }) => patchTable(patch),
  });
  const loadRouteTable = () => patchTable((id, children) => router.patchRoutes(id, children));
  return { router, loadRouteTable };
}

export type AppRouter = ReturnType<typeof createAppRouter>['router'];
