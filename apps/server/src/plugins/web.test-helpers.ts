import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A tiny stand-in for apps/web/dist: the real template markers, one hashed chunk, a worker, a catalogue. */
export function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Congrega</title><!--congrega-head-->' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), gzipSync(js));
  fs.writeFileSync(path.join(dir, 'assets/common-def456.json'), '{"offline":"..."}');
  fs.writeFileSync(path.join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'] },
      'src/app/route-table.tsx': { file: 'assets/route-table-2.js', imports: ['_shell.js'] },
      'src/home.tsx': { file: 'assets/home-3.js', imports: ['_shell.js'], css: ['assets/home-3.css'] },
      'src/about.tsx': { file: 'assets/about-4.js', imports: ['_shell.js'] },
      'src/locales/pt-BR/common.json': { file: 'assets/common-def456.json' },
    }),
  );
  fs.writeFileSync(
    path.join(dir, '.vite/routes.json'),
    JSON.stringify([
      { path: '/', access: 'public', file: 'src/home.tsx' },
      { path: '/about', access: 'public', file: 'src/about.tsx' },
      { path: '/play', access: 'public', module: 'MOD_ASSINATURA', file: 'src/play.tsx' },
      { path: '*', access: 'public', file: 'src/error.tsx' },
    ]),
  );
  return dir;
}

/** The <script id="congrega-bootstrap"> JSON of a page. */
export function bootstrapOf(html: string) {
  const match = /<script id="congrega-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

/** A stand-in for apps/web/dist: the template with its head marker only (no routes: every path is a page). */
export function templateOnlyDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Congrega</title><!--congrega-head-->' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** A stand-in for apps/web/dist with the template and the web app's real catalogues `namespaces` of pt-BR and en. */
export function catalogueDist(namespaces: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Congrega</title><!--congrega-head--></head><body></body></html>',
  );
  const manifest: Record<string, { file: string }> = {};
  for (const lang of ['pt-BR', 'en'])
    for (const ns of namespaces) {
      const file = `assets/${ns}-${lang}.json`;
      manifest[`src/locales/${lang}/${ns}.json`] = { file };
      fs.copyFileSync(path.join(import.meta.dirname, `../../../web/src/locales/${lang}/${ns}.json`), path.join(dir, file));
    }
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** A route of the fake build: its web path (routes.json), its module and source file, and its chunk's stylesheet. */
export interface FakeRoute {
  path: string;
  module?: string;
  file: string;
  css?: string;
}

/**
 * A stand-in for apps/web/dist to draw first paints with: the template's root and entry script, the web app's real
 * catalogues `namespaces` in the three languages, and `routes` with their chunks and stylesheets.
 */
export function firstPaintDist(namespaces: readonly string[], routes: readonly FakeRoute[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Congrega</title><!--congrega-head-->' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
    'src/app/route-table.tsx': { file: 'assets/route-table-2.js' },
  };
  for (const route of routes) {
    const base = path.basename(route.file, '.tsx');
    manifest[route.file] = { file: `assets/${base}-1.js`, ...(route.css ? { css: [route.css] } : {}) };
  }
  for (const lang of ['pt-BR', 'en', 'es']) {
    for (const ns of namespaces) {
      const file = `assets/${ns}-${lang}.json`;
      fs.copyFileSync(path.join(import.meta.dirname, `../../../web/src/locales/${lang}/${ns}.json`), path.join(dir, file));
      manifest[`src/locales/${lang}/${ns}.json`] = { file };
    }
  }
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  const table = routes.map(({ path: route, module, file }) => ({ path: route, access: 'public', ...(module ? { module } : {}), file }));
  fs.writeFileSync(path.join(dir, '.vite/routes.json'), JSON.stringify(table));
  return dir;
}

/** The markup the server drew into #root ('' when none). */
export function drawnRoot(html: string): string {
  return /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
}

/** The drawn screen's data (<script id="congrega-first-paint">). */
export function drawnData(html: string) {
  const match = /<script id="congrega-first-paint" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}
