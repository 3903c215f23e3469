import { describe, expect, it } from 'vitest';
import { matchRoute, pagePreloadIndex, routeMatcher, screenIndex, type RouteModule } from './web-preload.ts';

const routes: RouteModule[] = [
  { path: '/', access: 'public', file: 'src/home.tsx' },
  { path: '/prayer', access: 'public', module: 'MOD_MURAL_ORACAO', ns: ['prayer'], file: 'src/prayer-wall.tsx' },
  { path: '/prayer/new', access: 'member', module: 'MOD_MURAL_ORACAO', file: 'src/prayer-new.tsx' },
  { path: '/prayer/:prayerId', access: 'public', module: 'MOD_MURAL_ORACAO', file: 'src/prayer-detail.tsx' },
  { path: '*', access: 'public', file: 'src/error.tsx' },
];

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js', imports: ['_framework.js'], css: ['assets/shell.css'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_framework.js'] },
  'src/app/route-table.tsx': { file: 'assets/route-table.js', imports: ['_shell.js'] },
  'src/home.tsx': { file: 'assets/home.js', imports: ['_shell.js'], css: ['assets/home.css'] },
  'src/prayer-wall.tsx': { file: 'assets/prayer-wall.js', imports: ['_query.js', '_shell.js'], css: ['assets/prayer.css'] },
  'src/prayer-detail.tsx': { file: 'assets/prayer-detail.js', imports: ['_query.js'] },
  'src/prayer-new.tsx': { file: 'assets/prayer-new.js' },
  'src/error.tsx': { file: 'assets/error.js' },
};

describe('matchRoute', () => {
  it('ranks static segments over parameters over the splat, as the router does', () => {
    expect(matchRoute(routes, '/')?.file).toBe('src/home.tsx');
    expect(matchRoute(routes, '/prayer/')?.file).toBe('src/prayer-wall.tsx');
    expect(matchRoute(routes, '/prayer/new')?.file).toBe('src/prayer-new.tsx');
    expect(matchRoute(routes, '/prayer/12')?.file).toBe('src/prayer-detail.tsx');
    expect(matchRoute(routes, '/nowhere/at/all')?.file).toBe('src/error.tsx');
  });

  it('answers a path it remembers as the first time, and keeps answering past the paths it can remember', () => {
    const match = routeMatcher(routes);
    expect(match('/prayer/12')?.file).toBe('src/prayer-detail.tsx');
    expect(match('/prayer/12/')?.file).toBe('src/prayer-detail.tsx');
    // More distinct paths than it remembers (any URL can be asked for): each still matched, the oldest forgotten.
    for (let i = 0; i < 2_500; i++) expect(match(`/prayer/${i}`)?.file).toBe('src/prayer-detail.tsx');
    expect(match('/prayer/new')?.file).toBe('src/prayer-new.tsx');
    expect(match('/prayer/12')?.file).toBe('src/prayer-detail.tsx');
    expect(match('/')?.file).toBe('src/home.tsx');
  });
});

describe('screenIndex', () => {
  it('knows the screens a church has, as the app does for its menus (never the not-found page)', () => {
    const hasScreen = screenIndex(routes);
    expect(hasScreen('/prayer?x=1#y', ['MOD_MURAL_ORACAO'])).toBe(true);
    expect(hasScreen('/prayer/', ['MOD_MURAL_ORACAO'])).toBe(true);
    expect(hasScreen('/prayer', [])).toBe(false);
    expect(hasScreen('/events', ['MOD_EVENTO'])).toBe(false);
  });
});

describe('pagePreloadIndex', () => {
  const preloads = pagePreloadIndex(manifest, routes);
  const prayerModule = ['MOD_MURAL_ORACAO'];

  it("names church home's chunks (dependencies first), without the route table it loads after painting", () => {
    expect(preloads('/', [])).toEqual({
      modules: ['/assets/framework.js', '/assets/shell.js', '/assets/home.js'],
      styles: ['/assets/home.css'],
      namespaces: [],
    });
  });

  it('names the route table and the screen chunks of any other page, with its catalogues', () => {
    expect(preloads('/prayer', prayerModule)).toEqual({
      modules: ['/assets/framework.js', '/assets/shell.js', '/assets/route-table.js', '/assets/query.js', '/assets/prayer-wall.js'],
      styles: ['/assets/prayer.css'],
      namespaces: ['prayer'],
    });
  });

  it('names only the entry chunks for a member screen or a module the church lacks', () => {
    const entryOnly = { modules: ['/assets/framework.js', '/assets/shell.js'], styles: [], namespaces: [] };
    expect(preloads('/prayer/new', prayerModule)).toEqual(entryOnly);
    expect(preloads('/prayer', [])).toEqual(entryOnly);
  });
});
