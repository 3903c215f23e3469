import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parseRouteModules, ROUTE_TABLE_FILES } from './src/app/route-modules.ts';
import { lightContract } from './vite-light-contract.ts';
import { precompress } from './vite-precompress.ts';

/** The API server `npm run dev -w apps/server` listens on; the dev server proxies to it. */
const API_TARGET = process.env.CONGREGA_API ?? 'http://127.0.0.1:3000';

/**
 * Writes .vite/routes.json beside the manifest: every screen's path, access, module and source file, from which
 * the server (plugins/web-html.ts) adds <link rel="modulepreload"> for the chunks of the page it serves (the
 * browser would otherwise find the route's chunk only after the entry has run, one round trip per level).
 */
function routeModules(): Plugin {
  return {
    name: 'congrega:route-modules',
    apply: 'build',
    generateBundle() {
      const routes = ROUTE_TABLE_FILES.flatMap((file) =>
        parseRouteModules(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'), file),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: JSON.stringify(routes) });
    },
  };
}

// Keeps the Host header (changeOrigin false): the server resolves the church from it, so
// http://videira.localhost:5173 talks to the Videira church.
const proxy = { target: API_TARGET, changeOrigin: false };

export default defineConfig({
  plugins: [
    lightContract(),
    react(),
    VitePWA({
      // injectManifest: our own worker (src/service-worker.ts) so navigations are network-first and fall
      // back to a cached, server-injected page of this church instead of a bare precached index.html.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'service-worker.ts',
      injectRegister: null,
      // The web manifest is per church (name, colour), served by the server at /manifest.webmanifest.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,json,svg,png,webp,woff2}'],
        // hls.js (Play and the live player, only for HLS without native support) is fetched when needed, not by every install.
        globIgnores: ['**/*.map', 'service-worker.js', '**/hls.light-*.js'],
      },
      devOptions: { enabled: false },
    }),
    routeModules(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': proxy,
      '/bff': proxy,
      '/media': proxy,
      '/manifest.webmanifest': proxy,
      '/chat': { ...proxy, ws: true },
      '/band': { ...proxy, ws: true },
      '/events/live': { ...proxy, ws: true },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser we support has <link rel=modulepreload>; the polyfill would only cost bytes. The server adds
    // the modulepreload links of each page's chunks to the HTML it serves (routeModules above, web-html.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and React Router: one long-cached file (everything church home needs of them).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The app modules of the entry's static import graph (the shell church home paints with) in one
            // file: left alone, the bundler splits what the entry shares with lazy chunks into many tiny
            // chunks, each costing a request and its own gzip overhead on the first load.
            { name: 'shell', tags: ['$initial'], test: /[\\/]src[\\/](?!main\.tsx$)/, priority: 1 },
          ],
        },
      },
    },
  },
});
