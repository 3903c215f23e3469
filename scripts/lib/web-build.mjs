import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web');
const distIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds apps/web when dist is missing or older than the web or contract sources. */
export function ensureWebBuild({ force = false } = {}) {
  const built = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(root, 'packages/contract/src')),
    fs.statSync(path.join(webDir, 'index.html')).mtimeMs,
    fs.statSync(path.join(webDir, 'vite.config.ts')).mtimeMs,
  );
  if (!force && built > sources) return false;
  // One line on success; the full build output only when it fails.
  process.stdout.write('Building the web app (apps/web)... ');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error('web build failed');
  }
  const assets = path.join(webDir, 'dist/assets');
  const files = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => !/\.(gz|br)$/.test(f)) : [];
  const kib = files.reduce((sum, f) => sum + fs.statSync(path.join(assets, f)).size, 0) / 1024;
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s (${files.length} assets, ${Math.round(kib)} KiB)`);
  return true;
}
