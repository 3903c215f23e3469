import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Loader } from '../components/ui/spinner.tsx';
import { getBootstrap } from '../lib/bootstrap.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { leaveApp } from '../lib/leave-app.ts';
import { resolveRedirect } from './guards/redirects.ts';
import { homeRoute } from './home-route.ts';
import { isRedirectRoute, type AppRoute, type RedirectRoute } from './route-meta.ts';
import { screenRoute, type LayoutId } from './screen-route.tsx';
import { routes } from './routes.tsx';

/** Shown while the browser leaves for an external site (admin). */
function ExternalRedirect() {
  const { t } = useTranslation();
  return <Loader label={t('redirecting')} />;
}

function redirectRoute({ path, redirect: target }: RedirectRoute): RouteObject {
  return {
    path,
    loader({ request }: LoaderFunctionArgs) {
      const outcome = resolveRedirect(target, new URL(request.url), getBootstrap().adminUrl);
      if ('notFound' in outcome) throw data({ reason: 'not-found' }, { status: 404 });
      if ('internal' in outcome) throw redirect(outcome.internal);
      leaveApp(outcome.external);
      return null;
    },
    Component: ExternalRedirect,
  };
}

/** Route objects of a table, grouped by the layout route they go under (redirects under their own). */
export function groupRoutes(table: readonly AppRoute[]): Map<LayoutId, RouteObject[]> {
  const groups = new Map<LayoutId, RouteObject[]>();
  for (const route of table) {
    const id: LayoutId = isRedirectRoute(route) ? 'layout-REDIRECTS' : `layout-${route.meta.layout}`;
    groups.set(id, [...(groups.get(id) ?? []), isRedirectRoute(route) ? redirectRoute(route) : screenRoute(route)]);
  }
  return groups;
}

/** Everything in routes.tsx but church home, which the router starts with (router.tsx). */
export function tableRoutes(): Map<LayoutId, RouteObject[]> {
  return groupRoutes(routes.filter((route) => route !== homeRoute));
}
