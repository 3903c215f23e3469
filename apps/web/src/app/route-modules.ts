/**
 * The route table as data for the server (build time, vite.config.ts writes it to dist/.vite/routes.json): each
 * screen's path, access, module and the source of its lazily loaded file (a key of the Vite manifest), so the
 * server can add <link rel="modulepreload"> for exactly the chunks the requested page runs. Read from the text of
 * the ROUTE_TABLE_FILES (the table imports React code a build config cannot run); a test checks that
 * every `load` line is found.
 */
/** The files of the route table (relative to the app root): the build reads each for routes.json. */
export const ROUTE_TABLE_FILES = [
  'src/app/home-route.ts',
  'src/app/routes.tsx',
  'src/app/routes/events.ts',
  'src/app/routes/groups.ts',
  'src/app/routes/play.ts',
  'src/app/routes/account.ts',
  'src/app/routes/worship.ts',
  'src/app/routes/content.ts',
  'src/app/routes/live.ts',
];

export interface TRouteModule {
  path: string;
  access: string;
  /** Feature module the route needs (MOD_*), when it has one. */
  module?: string;
  /** Catalogue namespaces of the screen (its meta.ns). */
  ns?: string[];
  /** Vite manifest key of the screen's file, e.g. src/features/church/routes/about.tsx. */
  file: string;
}

/** `spec` imported from the file `from` (both relative to the app root), normalised: src/app + ../x -> src/x. */
function resolveImport(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of spec.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

const ENTRY_START = /\bpath:\s*'([^']+)'/g;

/** Screens declared in `source` (the text of the file `file`, e.g. src/app/routes.tsx); redirects are left out. */
export function parseRouteModules(source: string, file: string): TRouteModule[] {
  const starts = [...source.matchAll(ENTRY_START)];
  const routes: TRouteModule[] = [];
  starts.forEach((start, i) => {
    const entry = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    const load = /\bload:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(entry);
    if (!load) return;
    const access = /\baccess:\s*'([^']+)'/.exec(entry)?.[1] ?? 'public';
    const module = /\bmodule:\s*'([^']+)'/.exec(entry)?.[1];
    const ns = /\bns:\s*\[([^\]]*)\]/.exec(entry)?.[1]?.match(/[\w-]+/g) ?? undefined;
    routes.push({ path: start[1]!, access, ...(module ? { module } : {}), ...(ns ? { ns } : {}), file: resolveImport(file, load[1]!) });
  });
  return routes;
}
