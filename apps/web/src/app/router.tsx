import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getBootstrap } from '../lib/bootstrap.ts';
import i18next from 'i18next';
import { guardRoute } from './guards/guard-loader.ts';
import { resolveRedirect } from './guards/redirects.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { HomeLayout } from './layouts/home-layout.tsx';
import { ExternalRedirect, PageLoader, RootShell, RouteError } from './root-shell.tsx';
import { isRedirectRoute, type LayoutName, type RedirectRoute, type ScreenRoute } from './route-meta.ts';
import { routes } from './routes.tsx';

function screenRoute({ path, meta, load }: ScreenRoute): RouteObject {
  return {
    path,
    handle: { meta },
    async loader(args: LoaderFunctionArgs) {
      const params = await guardRoute(meta, args);
      const [mod] = await Promise.all([load(), meta.ns ? i18next.loadNamespaces([...meta.ns]) : undefined]);
      return mod.loader ? mod.loader(args, params) : null;
    },
    lazy: {
      async Component() {
        const [{ Component: Screen }, query] = await Promise.all([
          load(),
          meta.query === false ? undefined : import('../lib/query-client.ts'),
        ]);
        if (!query) return Screen;
        const { QueryProvider } = query;
        return function WithQuery() {
          return (
            <QueryProvider>
              <Screen />
            </QueryProvider>
          );
        };
      },
    },
  };
}

function redirectRoute({ path, redirect: target }: RedirectRoute): RouteObject {
  return {
    path,
    loader({ request }: LoaderFunctionArgs) {
      const outcome = resolveRedirect(target, new URL(request.url), getBootstrap().adminUrl);
      if ('internal' in outcome) throw redirect(outcome.internal);
      window.location.replace(outcome.external);
      return null;
    },
    Component: ExternalRedirect,
  };
}

const LAYOUTS: Record<LayoutName, Omit<RouteObject, 'children' | 'index'>> = {
  HOME: { Component: HomeLayout },
  DEFAULT: { Component: DefaultLayout },
  INPC_PLAY: { lazy: { Component: async () => (await import('./layouts/play-layout.tsx')).PlayLayout } },
  EMBED: { lazy: { Component: async () => (await import('./layouts/embed-layout.tsx')).EmbedLayout } },
};

/** The route table grouped under one pathless route per layout, each with the error page as boundary. */
export function buildRouteObjects(): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  const redirects: RouteObject[] = [];
  for (const route of routes) {
    if (isRedirectRoute(route)) {
      redirects.push(redirectRoute(route));
      continue;
    }
    const list = byLayout.get(route.meta.layout) ?? [];
    list.push(screenRoute(route));
    byLayout.set(route.meta.layout, list);
  }
  const layouts: RouteObject[] = [...byLayout].map(([name, children]) => ({
    id: `layout-${name}`,
    ...LAYOUTS[name],
    ErrorBoundary: RouteError,
    children,
  }));
  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: PageLoader,
      children: [...layouts, { ...LAYOUTS.DEFAULT, ErrorBoundary: RouteError, children: redirects }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
