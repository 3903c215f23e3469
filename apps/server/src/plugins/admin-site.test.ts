import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { adminScope } from '../lib/admin-host.ts';
import { createChurch } from '../test/fixtures.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { ADMIN_CSP } from './admin-site.ts';

/** Stand-ins for apps/web/dist (the member app) and apps/web/dist-admin (the console), each with one asset. */
function fakeBuilds() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-admin-site-'));
  const web = path.join(root, 'dist');
  const admin = path.join(root, 'dist-admin');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(admin, 'admin-assets'), { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Congrega</title><!--congrega-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js'), 'console.log("member")');
  fs.writeFileSync(path.join(web, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(
    path.join(admin, 'admin.html'),
    '<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow"><title>Congrega staff</title>' +
      '<script type="module" crossorigin src="/admin-assets/admin-xyz789.js"></script></head><body><div id="admin-root"></div></body></html>',
  );
  fs.writeFileSync(path.join(admin, 'admin-assets/admin-xyz789.js'), 'console.log("console")');
  return { root, web, admin };
}

const ADMIN = 'admin.localhost:3000';
const VIDEIRA = 'videira.localhost:3000';

describe('the staff console site on admin.<APP_DOMAIN>', () => {
  let app: App;
  let dispose: () => Promise<void>;
  let builds: ReturnType<typeof fakeBuilds>;
  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });

  beforeAll(async () => {
    builds = fakeBuilds();
    const database = await createTestDatabase();
    dispose = () => database.dispose();
    app = await buildApp({ config: testConfig({ webDist: builds.web, adminWebDist: builds.admin }), database });
    // A route of the console's API, as the admin API module declares its routes (lib/admin-host.ts adminScope).
    await app.register(async (scope) => {
      adminScope(scope);
      scope.get('/api/v1/admin/:church/probe', async () => ({ ok: true }));
    });
    await app.ready();
    await createChurch(app, 'videira');
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    fs.rmSync(builds.root, { recursive: true, force: true });
  });

  it("serves the console's page at /{lang}/{church}/... in that language, under its own strict CSP, never indexed", async () => {
    for (const url of ['/pt-BR/videira', '/en/videira/grants', '/es/videira/audit?pessoa=3', '/en']) {
      const res = await get(ADMIN, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="admin-root"');
      expect(res.headers['content-security-policy']).toBe(ADMIN_CSP);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The door's QR reader needs the camera of this origin; nothing else is allowed.
      expect(res.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=()');
    }
    expect((await get(ADMIN, '/pt-BR/videira')).body).toContain('<html lang="pt-BR"');
    expect((await get(ADMIN, '/es/videira')).body).toContain('<html lang="es"');
    // Self only: no third-party origin, no inline script or style, no worker, never framed.
    expect(ADMIN_CSP).not.toMatch(/https?:|unsafe-inline|unsafe-eval|\*/);
    expect(ADMIN_CSP).toContain("script-src 'self'");
    expect(ADMIN_CSP).toContain("worker-src 'none'");
    expect(ADMIN_CSP).toContain("frame-ancestors 'none'");
  });

  it('the host matches whatever its case and port; / picks the language from the browser', async () => {
    expect((await get('ADMIN.Localhost:4100', '/en/videira')).statusCode).toBe(200);
    const pt = await get(ADMIN, '/', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect([pt.statusCode, pt.headers.location]).toEqual([302, '/pt-BR']);
    const other = await get(ADMIN, '/', { 'accept-language': 'de' });
    expect(other.headers.location).toBe('/en');
  });

  it('serves its hashed assets immutable; other paths are 404 (an unknown language, a file, a member path)', async () => {
    const asset = await get(ADMIN, '/admin-assets/admin-xyz789.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get(ADMIN, '/admin-assets/missing-1.js')).statusCode).toBe(404);
    for (const url of ['/de/videira', '/event/12', '/pt-BR/Videira!', '/favicon.ico']) {
      const res = await get(ADMIN, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('congrega-bootstrap');
    }
  });

  it('no member route answers on the admin host: API, BFF, member page and assets, service worker, manifest, media', async () => {
    const urls = [
      '/api/v1/igreja/?hostname=videira.localhost',
      '/api/v1/security/me',
      '/api/v1/nothing-here',
      // Where `/api/v1/admin/%2e%2e/people/%2e%2e` arrives (a client resolves the dot segments): the API's 404.
      '/api/v1/',
      '/api',
      '/bff/bootstrap',
      '/assets/index-abc123.js',
      '/service-worker.js',
      '/manifest.webmanifest',
      '/media/seed/videira/logo.png',
    ];
    for (const url of urls) {
      const res = await get(ADMIN, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    const login = await app.inject({ method: 'POST', url: '/api/v1/security/login', headers: { host: ADMIN }, payload: {} });
    expect(login.statusCode).toBe(404);
  });

  it("the console's API answers on the admin host only; nothing of the console answers on a church host", async () => {
    expect((await get(ADMIN, '/api/v1/admin/videira/probe')).json()).toEqual({ ok: true });
    for (const url of ['/api/v1/admin/videira/probe', '/admin-assets/admin-xyz789.js']) {
      expect((await get(VIDEIRA, url)).statusCode, url).toBe(404);
    }
    // The church host keeps its own pages at paths shaped like the console's: the member app answers them.
    const member = await get(VIDEIRA, '/pt-BR/videira');
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('congrega-bootstrap');
    expect(member.body).not.toContain('admin-root');
    expect(member.headers['content-security-policy']).not.toBe(ADMIN_CSP);
    expect((await get(VIDEIRA, '/service-worker.js')).statusCode).toBe(200);
  });

  it("the spec's /admin lands on the console for the church and its language; /admin/recover-password on the church's recovery", async () => {
    const bootstrap = (await get(VIDEIRA, '/bff/bootstrap')).json();
    expect(bootstrap.adminUrl).toBe('http://admin.localhost:3000/pt-BR/videira');
    const recover = await get(ADMIN, '/pt-BR/videira/recover-password');
    expect(recover.statusCode).toBe(302);
    expect(recover.headers.location).toBe('http://videira.localhost:3000/access/recover-password');
  });

  it('health checks answer on every host', async () => {
    expect((await get(ADMIN, '/healthz')).statusCode).toBe(200);
    expect((await get(VIDEIRA, '/healthz')).statusCode).toBe(200);
  });
});
