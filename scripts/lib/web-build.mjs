import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web');
const contractSrc = path.join(root, 'packages/contract/src');

function newestMtime(dir, skip = new Set()) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (skip.has(full)) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const mtime = (file) => fs.statSync(path.join(webDir, file)).mtimeMs;

/**
 * The two bundles of apps/web: the member app (index.html -> dist/) and the staff console (admin.html + src/admin ->
 * dist-admin/, served on admin.<APP_DOMAIN>). Each is rebuilt only when its output is older than what it is built
 * from; the console's sources never make the member app stale.
 */
const BUILDS = [
  {
    name: 'the web app',
    script: 'build:app',
    output: 'dist/index.html',
    assets: 'dist/assets',
    sources: () =>
      Math.max(
        newestMtime(path.join(webDir, 'src'), new Set([path.join(webDir, 'src/admin')])),
        newestMtime(contractSrc),
        mtime('index.html'),
        mtime('vite.config.ts'),
        mtime('vite-precompress.ts'),
      ),
  },
  {
    name: 'the staff console',
    script: 'build:admin',
    output: 'dist-admin/admin.html',
    assets: 'dist-admin/admin-assets',
    sources: () =>
      Math.max(
        newestMtime(path.join(webDir, 'src')),
        newestMtime(contractSrc),
        mtime('admin.html'),
        mtime('vite.admin.config.ts'),
        mtime('vite-precompress.ts'),
      ),
  },
];

function assetSummary(dir) {
  const assets = path.join(webDir, dir);
  const files = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => !/\.(gz|br)$/.test(f)) : [];
  const kib = files.reduce((sum, f) => sum + fs.statSync(path.join(assets, f)).size, 0) / 1024;
  return `${files.length} assets, ${Math.round(kib)} KiB`;
}

/** Builds apps/web's bundles whose output is missing or older than their sources (or all, with force). */
export function ensureWebBuild({ force = false } = {}) {
  let built = false;
  for (const build of BUILDS) {
    const output = path.join(webDir, build.output);
    const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    if (!force && builtAt > build.sources()) continue;
    // One line on success; the full build output only when it fails.
    process.stdout.write(`Building ${build.name} (apps/web)... `);
    const started = Date.now();
    const result = spawnSync('npm', ['run', build.script, '-w', 'apps/web', '--silent'], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) {
      process.stdout.write('failed\n');
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      throw new Error(`${build.name}: build failed`);
    }
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s (${assetSummary(build.assets)})`);
    built = true;
  }
  return built;
}
