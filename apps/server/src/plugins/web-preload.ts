import fs from 'node:fs';
import path from 'node:path';

/**
 * Which built files a page runs, from the Vite manifest and the route table the web build writes beside it
 * (apps/web vite.config.ts: .vite/routes.json), so the served HTML can name them all at once
 * (<link rel="modulepreload">, <link rel="preload" as="style">) instead of the browser finding each level of
 * lazily imported chunks only after the previous one ran.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteModule {
  path: string;
  access: string;
  module?: string;
  /** Catalogue namespaces the screen translates with. */
  ns?: string[];
  file: string;
}

export interface PagePreloads {
  /** Script URLs (/assets/...), entry's imports first. */
  modules: string[];
  /** Stylesheets of the page's chunks (the entry's are already links of index.html). */
  styles: string[];
  /** The screen's catalogue namespaces. */
  namespaces: string[];
}

const NONE: PagePreloads = { modules: [], styles: [], namespaces: [] };
/** The chunk the router loads the rest of the table from, before any screen but church home (router.tsx). */
const ROUTE_TABLE = 'src/app/route-table.tsx';
/** Access levels whose screen a visitor without a session sees (a member route sends them to log in). */
const VISITOR_SEES = new Set(['public', 'visitor']);

/** React Router's ranking, simplified: a static segment beats a parameter, which beats a splat. */
function score(want: readonly string[], have: readonly string[]): number | undefined {
  let total = 0;
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === '*') return total;
    if (i >= have.length) return undefined;
    if (segment.startsWith(':')) total += 3;
    else if (segment === have[i]) total += 10;
    else return undefined;
  }
  return want.length === have.length ? total + 1 : undefined;
}

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/** The route a path opens (the best ranked), or undefined. */
export function matchRoute(routes: RouteModule[], pathname: string): RouteModule | undefined {
  return routeMatcher(routes)(pathname);
}

/** The paths remembered per matcher: the menus' links and the pages asked for, bounded (any URL can be asked for). */
const REMEMBERED_PATHS = 2_000;
/** Longer paths are matched every time, not remembered (at most REMEMBERED_PATHS × this many characters held). */
const REMEMBERED_PATH_LENGTH = 200;

/**
 * matchRoute over a fixed table, its patterns split once and each path's answer remembered: a page draws its menu
 * by asking this for every item (issue 36: matching every item over every route on every request was most of the
 * church home's time). The oldest answer makes room for a new one past REMEMBERED_PATHS.
 */
export function routeMatcher(routes: RouteModule[]): (pathname: string) => RouteModule | undefined {
  const table = routes.map((route) => ({ route, want: segments(route.path) }));
  const remembered = new Map<string, RouteModule | undefined>();
  return (pathname) => {
    const key = pathname.replace(/\/+$/, '') || '/';
    if (remembered.has(key)) return remembered.get(key);
    const have = segments(key);
    let best: { route: RouteModule; score: number } | undefined;
    for (const { route, want } of table) {
      const s = score(want, have);
      if (s !== undefined && (!best || s > best.score)) best = { route, score: s };
    }
    // Only paths a route could name are remembered: a long made-up URL neither fills memory nor pushes out the menus' links.
    if (key.length > REMEMBERED_PATH_LENGTH) return best?.route;
    if (remembered.size >= REMEMBERED_PATHS) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, best?.route);
    return best?.route;
  };
}

/**
 * A function giving the preloads of a request path, for a church with the given modules. Only screens a visitor
 * sees are preloaded (a member screen redirects to login; a route of a module the church lacks goes home), and
 * only files the page runs anyway, so the first load downloads nothing more than before, only sooner.
 */
export function pagePreloadIndex(manifest: Manifest, routes: RouteModule[]) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const closure = (keys: string[], skip: Set<string>) => {
    const modules: string[] = [];
    const styles: string[] = [];
    const seen = new Set(skip);
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      modules.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
    };
    keys.forEach(visit);
    return { modules, styles };
  };
  // The entry itself is the page's <script>; its CSS is already a stylesheet link of index.html.
  const entry = entryKey ? closure(manifest[entryKey]!.imports ?? [], new Set([entryKey])) : NONE;
  const entryImports = entry.modules;
  const cache = new Map<string, PagePreloads>();
  const match = routeMatcher(routes);
  return (pathname: string, churchModules: readonly string[]): PagePreloads => {
    const route = match(pathname);
    if (!route || !VISITOR_SEES.has(route.access) || (route.module && !churchModules.includes(route.module))) {
      return { modules: entryImports, styles: [], namespaces: [] };
    }
    const cached = cache.get(route.path);
    if (cached) return cached;
    const keys = route.path === '/' ? [route.file] : [ROUTE_TABLE, route.file];
    const page = closure(keys, new Set(entryKey ? [entryKey] : []));
    const result = {
      modules: [...new Set([...entryImports, ...page.modules])],
      styles: page.styles.filter((href) => !entry.styles.includes(href)),
      namespaces: route.ns ?? [],
    };
    cache.set(route.path, result);
    return result;
  };
}

/**
 * Whether an internal link (`/prayer?x=1#y`) opens a screen of the app that the church has the module for: the
 * server's side of the app's isAvailableLink (apps/web lib/app-paths.ts), for menus it draws.
 */
export function screenIndex(routes: RouteModule[]) {
  const match = routeMatcher(routes.filter((route) => route.path !== '*'));
  return (link: string, churchModules: readonly string[]): boolean => {
    const route = match(link.split(/[?#]/)[0]!);
    return !!route && (!route.module || churchModules.includes(route.module));
  };
}

export interface WebRoutes {
  preloadsFor(pathname: string, churchModules: readonly string[]): PagePreloads;
  hasScreen(link: string, churchModules: readonly string[]): boolean;
  /** Whether a request path is a page of the app at this church (false: served with 404); true without a route table. */
  isPage(pathname: string, churchModules: readonly string[]): boolean;
}

/** The preload and screen indexes of a build directory; none when the build has no manifest or route table. */
export function loadWebRoutes(distDir: string): WebRoutes {
  try {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(distDir, '.vite', file), 'utf8'));
    const routes = read('routes.json') as RouteModule[];
    const hasScreen = screenIndex(routes);
    return { preloadsFor: pagePreloadIndex(read('manifest.json') as Manifest, routes), hasScreen, isPage: hasScreen };
  } catch {
    return { preloadsFor: () => NONE, hasScreen: () => false, isPage: () => true };
  }
}
