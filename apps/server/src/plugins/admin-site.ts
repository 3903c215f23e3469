import fs from 'node:fs';
import path from 'node:path';
import { localeFromAcceptLanguage, type TLocale } from '@congrega/contract/locale';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { adminHostConstraint, adminScope, isAdminHost, isAdminRoute } from '../lib/admin-host.ts';
import { AppError } from '../lib/app-error.ts';
import { escapeHtml } from '../lib/html.ts';

/** The console's entry page in its build (apps/web/vite.admin.config.ts -> apps/web/dist-admin). */
export const ADMIN_ENTRY = 'admin.html';
/** Where the console's hashed assets live, in the build and on the admin origin. */
export const ADMIN_ASSETS = 'admin-assets';
/** The console's pages: `/{lang}` (log in, pick a church) and `/{lang}/{church}/...`. */
const PAGE = /^\/(pt-BR|en|es)(?:\/([a-z0-9][a-z0-9-]{0,62})(\/.*)?)?\/?$/;
const FILE_LIKE = /\.[a-z0-9]{1,12}$/i;

/**
 * The console's Content-Security-Policy: its own origin only, no third-party origin, no inline script or style
 * element (React sets style properties through the CSSOM, which CSP does not govern), no workers (no service
 * worker on this origin), never framed.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "manifest-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Holds the two faces apart for the whole app (registered before every route): on the admin host only routes of
 * an admin scope answer (lib/admin-host.ts `adminScope`: the console's API, HTML and assets), on every other host
 * none of them does. Both refusals are the plain 404 of an unknown path. Bound to the matched route, not to a
 * prefix test of the raw URL, so no spelling of a path slips through.
 */
export const adminHostGuard = fp(async function adminHostGuard(app: FastifyInstance) {
  const domain = app.config.appDomain;
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (req.routeOptions.config?.anyHost) return;
    if (isAdminHost(req.headers.host, domain) !== isAdminRoute(req)) throw new AppError('NOT_FOUND');
  });
});

/** The console's own origin may use the camera (the door's QR reader); no microphone, no location. */
export const ADMIN_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ADMIN_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .header('cross-origin-opener-policy', 'same-origin')
      // The door screen reads tickets' QR codes with the camera (this origin only); nothing here needs more.
      .header('permissions-policy', ADMIN_PERMISSIONS_POLICY)
      .send(html)
  );
}

/** The entry page in the page's language (`<html lang>`), read again when the build changes. */
function entryReader(file: string) {
  let cached = { mtime: -1, template: '' };
  return (lang: TLocale): string => {
    try {
      const mtime = fs.statSync(file).mtimeMs;
      if (mtime !== cached.mtime) cached = { mtime, template: fs.readFileSync(file, 'utf8') };
    } catch {
      // Mid-rebuild: keep the last good template.
    }
    return cached.template.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`);
  };
}

/**
 * The staff console's site on its own origin, `admin.<APP_DOMAIN>` (ARCHITECTURE.md "The staff console"): the
 * console bundle's page at `/{lang}` and `/{lang}/{church}/...` under ADMIN_CSP and noindex, its hashed assets
 * under `/admin-assets/`, nothing else (no service worker, no member route: adminHostGuard). The spec's
 * `/admin/recover-password` lands on `/{lang}/{church}/recover-password`, which sends the browser to the church's
 * own password recovery (staff log in with their Congrega account). `/` picks the language from the browser.
 */
export default async function adminSitePlugin(app: FastifyInstance) {
  adminScope(app);
  const dist = app.config.adminWebDist;
  const entry = path.join(dist, ADMIN_ENTRY);
  if (!fs.existsSync(entry)) {
    app.log.warn(`Staff console not built (${entry} missing): admin.${app.config.appDomain} serves its API only.`);
    return;
  }
  const readEntry = entryReader(entry);
  const constraints = { host: adminHostConstraint(app.config.appDomain) };

  await app.register(fastifyStatic, {
    root: path.join(dist, ADMIN_ASSETS),
    prefix: `/${ADMIN_ASSETS}/`,
    decorateReply: false,
    index: false,
    list: false,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    schemaHide: true,
    setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff').header('x-robots-tag', 'noindex, nofollow'),
  });

  async function page(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === '/') {
      const lang = localeFromAcceptLanguage(req.headers['accept-language']) ?? 'en';
      return reply.header('cache-control', 'no-store').redirect(`/${lang}`, 302);
    }
    // An API path no console route took (`/api/v1/admin/%2e%2e/x` arrives as `/api/v1/x`: clients resolve dot
    // segments) answers the API's JSON 404, never the console's page.
    if (FILE_LIKE.test(pathname) || pathname === '/api' || pathname.startsWith('/api/')) throw new AppError('NOT_FOUND');
    const match = PAGE.exec(pathname);
    if (!match) return sendPage(reply, 404, readEntry('en'));
    const [, lang, church, rest] = match as unknown as [string, TLocale, string | undefined, string | undefined];
    if (church && rest?.replace(/\/$/, '') === '/recover-password') {
      const site = app.config.publicUrl.replaceAll('{church}', church);
      return reply.header('cache-control', 'no-store').redirect(`${site}/access/recover-password`, 302);
    }
    return sendPage(reply, 200, readEntry(lang));
  }

  app.get('/', { schema: { hide: true }, constraints }, page);
  app.get('/*', { schema: { hide: true }, constraints }, page);
}
