import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

/** The API server the dev server proxies to (`npm run dev -w apps/server`). */
const API_TARGET = process.env.CONGREGA_API ?? 'http://127.0.0.1:3000';

/**
 * The staff console's own bundle (admin.html + src/admin/), built apart from the member app so the member app's
 * build output and first-load JavaScript never carry a byte of it: `vite build -c vite.admin.config.ts` ->
 * dist-admin/ (admin.html, hashed files under admin-assets/), served by the server on admin.<APP_DOMAIN>
 * (plugins/admin-site.ts). No public/ files and no service worker. Dev: `npx vite -c vite.admin.config.ts`, then
 * http://admin.localhost:5174/pt-BR/videira (the Host is kept, so the API answers as the admin host).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  publicDir: false,
  server: {
    port: 5174,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist-admin',
    emptyOutDir: true,
    assetsDir: 'admin-assets',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: { input: 'admin.html' },
  },
});
