import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from './guards/guard-loader.ts';
import { OutcomeGate } from './guards/outcome-gate.tsx';
import { RouteError } from './root-shell.tsx';
import type { LayoutName, ScreenRoute } from './route-meta.ts';
import { i18n } from '../lib/i18n/store.ts';

/** Pathless layout routes; redirects sit under a DEFAULT layout of their own (shown while leaving for admin). */
export type LayoutId = `layout-${LayoutName}` | 'layout-REDIRECTS';

/** One screen of the route table as a router route: guard, screen code and i18n namespaces in parallel. */
export function screenRoute({ path, meta, load }: ScreenRoute): RouteObject {
  return {
    path,
    handle: { meta },
    ErrorBoundary: RouteError,
    async loader(args: LoaderFunctionArgs) {
      const params = await guardRoute(meta, args);
      const [mod] = await Promise.all([load(), meta.ns ? i18n.loadNamespaces(meta.ns) : undefined]);
      return mod.loader ? mod.loader(args, params) : null;
    },
    lazy: {
      async Component() {
        const [{ Component: Loaded }, query] = await Promise.all([
          load(),
          meta.query === false ? undefined : import('../lib/query-client.ts'),
        ]);
        const { outcome } = meta;
        const Screen = outcome
          ? function AfterAction() {
              return (
                <OutcomeGate outcome={outcome}>
                  <Loaded />
                </OutcomeGate>
              );
            }
          : Loaded;
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
