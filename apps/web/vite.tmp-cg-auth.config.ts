// TEMPORARY (auth helper's local testing; deleted afterwards): stubs route modules other helpers have not written yet.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from './vite.config.ts';

const stub: Plugin = {
  name: 'stub-missing-routes',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !source.includes('/routes/') || !source.endsWith('.tsx')) return null;
    const full = path.resolve(path.dirname(importer), source);
    return fs.existsSync(full) ? null : `\0stub:${full}`;
  },
  load(id) {
    return id.startsWith('\0stub:') ? 'export function Component() { return null; }' : null;
  },
};

export default mergeConfig(base, defineConfig({ plugins: [stub], cacheDir: '/tmp/cg-vite-cache' }));
