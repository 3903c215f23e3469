import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../lib/bootstrap.ts';
import { i18n } from '../lib/i18n/store.ts';
import { leaveApp } from '../lib/leave-app.ts';
import { homeRoute } from './home-route.ts';
import { testBootstrap } from './test-bootstrap.ts';
import type { AppRoute } from './route-meta.ts';
import { groupRoutes, tableRoutes } from './route-table.tsx';
import { shellRoutes } from './router.tsx';
import { screenRoute } from './screen-route.tsx';
import { routes } from './routes.tsx';

vi.mock('../lib/leave-app.ts', () => ({ leaveApp: vi.fn() }));

/** Runs the router (loaders, redirects, guards) without rendering, and waits until it settles. */
async function navigate(table: RouteObject[], url: string) {
  const router = createMemoryRouter(table, { initialEntries: [url] });
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 5000 });
  const { pathname, search } = router.state.location;
  const leaf = router.state.matches.at(-1)?.route.path;
  router.dispose();
  return { path: `${pathname}${search}`, leaf, errors: router.state.errors };
}

function fullTable(): RouteObject[] {
  const groups = tableRoutes();
  groups.set('layout-HOME', [screenRoute(homeRoute), ...(groups.get('layout-HOME') ?? [])]);
  return shellRoutes(groups);
}

const screen = (path: string, meta: Partial<Extract<AppRoute, { meta: unknown }>['meta']> = {}): AppRoute => ({
  path,
  meta: { access: 'public', layout: 'DEFAULT', query: false, ...meta },
  load: async () => ({ Component: () => null }),
});

describe('route table', () => {
  beforeAll(async () => {
    await i18n.init({ language: 'en', load: async () => ({}) });
  });
  afterEach(() => setBootstrapForTests(undefined));

  it('has one line per path, home included', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes).toContain(homeRoute);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/churchs', '/error', '*']));
  });

  it.each([
    ['/register?redirectTo=%2Fprayer', '/access?redirectTo=%2Fprayer'],
    ['/login?redirectTo=%2Fuser', '/access?redirectTo=%2Fuser'],
    ['/reset-password?token=abc', '/access?token=abc'],
    ['/doacoes?valor=10', '/give?valor=10'],
    ['/subscription/plans', '/play'],
    ['/play/does/not/exist', '/play'],
  ])('redirects %s to %s', async (from, to) => {
    setBootstrapForTests(testBootstrapLite(['MOD_MURAL_ORACAO', 'MOD_DOACAO', 'MOD_ASSINATURA']));
    expect((await navigate(fullTable(), from)).path).toBe(to);
  });

  it('sends /give (and /doacoes) to church home when the church has no MOD_DOACAO', async () => {
    setBootstrapForTests(testBootstrapLite());
    expect((await navigate(fullTable(), '/doacoes')).path).toBe('/');
  });

  it('opens /play (its own screen, no redirect loop) when the church has Play; sends it to church home otherwise', async () => {
    setBootstrapForTests(testBootstrapLite(['MOD_ASSINATURA']));
    const result = await navigate(fullTable(), '/play');
    expect(result.path).toBe('/play');
    expect(result.errors ?? null).toBeNull();
    setBootstrapForTests(testBootstrapLite());
    expect((await navigate(fullTable(), '/play')).path).toBe('/');
  });

  it('sends /user/update to /user/data, which sends a guest to access', async () => {
    setBootstrapForTests(testBootstrapLite());
    expect((await navigate(fullTable(), '/user/update')).path).toBe('/access?redirectTo=%2Fuser%2Fdata');
  });

  it('sends /admin and /admin/recover-password to the church admin site', async () => {
    setBootstrapForTests(testBootstrapLite());
    await navigate(fullTable(), '/admin');
    expect(leaveApp).toHaveBeenLastCalledWith('https://admin.congrega.app/pt/videira');
    await navigate(fullTable(), '/admin/recover-password');
    expect(leaveApp).toHaveBeenLastCalledWith('https://admin.congrega.app/pt/videira/recover-password');
  });

  it('shows the error page for any other path', async () => {
    setBootstrapForTests(testBootstrapLite());
    const result = await navigate(fullTable(), '/no/such/page');
    expect(result.path).toBe('/no/such/page');
    expect(result.leaf).toBe('*');
  });
});

describe('guards in the router', () => {
  beforeAll(async () => {
    await i18n.init({ language: 'en', load: async () => ({}) });
  });

  const table = () =>
    shellRoutes(
      groupRoutes([
        screen('/'),
        screen('/wall', { module: 'MOD_MURAL_ORACAO' }),
        screen('/items/:itemId'),
        screen('/videos/:videoId'),
        screen('/mine', { access: 'member' }),
      ]),
    );

  it('sends a route whose module the church lacks to church home', async () => {
    setBootstrapForTests(testBootstrapLite(['MOD_CULTO']));
    expect((await navigate(table(), '/wall')).path).toBe('/');
    setBootstrapForTests(testBootstrapLite(['MOD_MURAL_ORACAO']));
    expect((await navigate(table(), '/wall')).path).toBe('/wall');
  });

  it('shows the error page (404) for an invalid numeric id and keeps string ids', async () => {
    setBootstrapForTests(testBootstrapLite());
    const bad = await navigate(table(), '/items/abc');
    expect(Object.values(bad.errors ?? {})[0]).toMatchObject({ status: 404 });
    const good = await navigate(table(), '/items/12');
    expect(good.errors).toBeNull();
    const video = await navigate(table(), '/videos/dQw4w9WgXcQ');
    expect(video.errors).toBeNull();
  });

  it('sends a guest on a member route to access with the path and query', async () => {
    setBootstrapForTests(testBootstrapLite());
    expect((await navigate(table(), '/mine?tab=2')).path).toBe('/access?redirectTo=%2Fmine%3Ftab%3D2');
  });
});

function testBootstrapLite(modules?: string[]) {
  return testBootstrap({ modules });
}
