import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { localeFromAcceptLanguage, matchLocale, type TLocale } from '@congrega/contract/locale';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import '../core/church-bootstrap.ts';
import { firstPaintOf, type FirstPaintRoute } from './web-first-paint.ts';
import { linkPreviewOf, NOT_FOUND, type LinkPreviewRoute } from './web-link-preview.ts';
import { loadWebRoutes } from './web-preload.ts';
import { loadWebTexts } from './web-texts.ts';
import { contentSecurityPolicy, renderChurchPage, renderErrorPage, webManifest, type PageContext } from './web-html.ts';
import type { TenantChurch } from '../core/tenant.ts';
import webIconsPlugin from './web-icons.ts';

/** Cookie the web app sets when the user picks a language (lib/i18n.ts). */
const LANGUAGE_COOKIE = 'congrega_lang';
/** Paths that are never the SPA: a miss there is a JSON 404, not an HTML page. */
const NOT_SPA = /^\/(api|bff|media|chat)(\/|$)/;
/** A missing file (script, image...) must 404, or a stale chunk would "load" as HTML. */
const FILE_LIKE = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|txt|xml|webmanifest|woff2?)$/i;
/**
 * What the modules give the served page (app.ts's WEB_SCREENS, so this plugin imports no module): the screens the
 * server draws before the app's scripts run (web-first-paint.ts), by path, and the detail pages with their own link
 * preview (web-link-preview.ts; modules/README.md "Link previews").
 */
export interface WebScreens {
  firstPaints: Readonly<Record<string, FirstPaintRoute>>;
  linkPreviews: readonly LinkPreviewRoute[];
}

function pageLanguage(req: FastifyRequest, church: TenantChurch | null): TLocale {
  return (
    matchLocale(req.cookies?.[LANGUAGE_COOKIE]) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    matchLocale(church?.idioma) ??
    'en'
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string, nonce: string, embeddable: boolean) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Cookie')
    .header('content-security-policy', contentSecurityPolicy(nonce, embeddable))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)')
    .send(html);
}

/**
 * Hosts the built web app (apps/web/dist): hashed assets cached for a year, the service worker never
 * cached, per-church web manifest, and index.html for every other GET with the church's bootstrap,
 * colours and link previews injected, under a strict Content-Security-Policy.
 * Registered after the API so /api, /bff and /media keep their own routes.
 */
export default async function webPlugin(app: FastifyInstance, { screens }: { screens: WebScreens }) {
  // The manifest needs no build: install prompts work with the dev server too.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
    const church = await app.resolveChurch(req.headers.host);
    if (!church) throw new AppError('CHURCH_NOT_FOUND');
    if (!church.flagAtivo) throw new AppError('CHURCH_INACTIVE');
    const bootstrap = await app.churchBootstrap(church);
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(webManifest(bootstrap, pageLanguage(req, church))));
  });

  // The church's PNG icons and favicon.ico (drawn, no build needed either).
  await app.register(webIconsPlugin);

  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`Web app not built (${indexFile} missing): only the API is served. Build it with \`npm run build\`.`);
    return;
  }
  // Re-read when the build changes (a rebuild next to a running server must not serve a stale template
  // whose hashed assets are gone); otherwise one stat per page.
  let build = {
    mtime: -1,
    template: '',
    texts: loadWebTexts(''),
    routes: loadWebRoutes(''),
  };
  function currentBuild() {
    try {
      const mtime = fs.statSync(indexFile).mtimeMs;
      if (mtime !== build.mtime) {
        const template = fs.readFileSync(indexFile, 'utf8');
        build = { mtime, template, texts: loadWebTexts(dist), routes: loadWebRoutes(dist) };
      }
    } catch {
      // Mid-rebuild (the folder is being emptied): keep serving the last good template.
    }
    return build;
  }
  currentBuild();

  await app.register(fastifyStatic, {
    root: path.join(dist, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    list: false,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    schemaHide: true,
    setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
  });

  // Top-level files (service worker, icons, robots.txt): one route each, found at start.
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    globIgnore: ['index.html', '.vite/**', 'assets/**', '**/*.gz', '**/*.br'],
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    schemaHide: true,
    setHeaders(reply, filePath) {
      reply.header('x-content-type-options', 'nosniff');
      if (path.basename(filePath) === 'service-worker.js') {
        // Always revalidated, so a new deploy's worker is picked up at once.
        reply.header('cache-control', 'no-cache');
        reply.header('content-type', 'text/javascript; charset=utf-8');
      } else {
        reply.header('cache-control', 'public, max-age=3600');
      }
    },
  });

  async function spa(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(pathname) || FILE_LIKE.test(pathname)) throw new AppError('NOT_FOUND');
    const church = await app.resolveChurch(req.headers.host);
    const { template, texts, routes } = currentBuild();
    const lang = pageLanguage(req, church);
    const nonce = randomBytes(16).toString('base64');
    // og:url without the query: it may carry one-time codes (church switch, password reset).
    const ctx: PageContext = { lang, origin: `${req.protocol}://${req.host}`, url: pathname, nonce, catalogues: texts.urls(lang) };
    const embeddable = pathname.startsWith('/embed/');
    if (!church) return sendHtml(reply, 404, renderErrorPage(template, 'CHURCH_NOT_FOUND', ctx), nonce, embeddable);
    if (!church.flagAtivo) return sendHtml(reply, 403, renderErrorPage(template, 'CHURCH_INACTIVE', ctx), nonce, embeddable);
    try {
      const bootstrap = await app.churchBootstrap(church);
      const modules = bootstrap.modulos.map((m) => m.codigo);
      const preloads = routes.preloadsFor(pathname, modules);
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      const firstPaint = await firstPaintOf(screens.firstPaints, pathname, {
        app,
        church,
        bootstrap,
        lang,
        hasScreen: (link) => routes.hasScreen(link, modules),
        query,
        translator: (ns) => texts.translator(lang, ns),
      });
      const preview = await linkPreviewOf(screens.linkPreviews, pathname, {
        app,
        church,
        bootstrap,
        lang,
        origin: ctx.origin,
        query,
        translator: (ns) => texts.translator(lang, ns),
      });
      // An old address of an item (a renamed slug): permanently moved to its current one, the query kept.
      if (preview && preview !== NOT_FOUND && preview.redirect) {
        const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        return reply.code(301).header('cache-control', 'no-cache').redirect(`${preview.redirect}${search}`, 301);
      }
      // An address no screen takes, of a module the church lacks, or naming no item here: 404 (the app still draws
      // its own screen for it, the "not found" page or the way home).
      const notFound = preview === NOT_FOUND || !routes.isPage(pathname, modules);
      const page = renderChurchPage(template, bootstrap, {
        ...ctx,
        preloads,
        firstPaint,
        preview: preview === NOT_FOUND ? undefined : preview,
        notFound,
      });
      return sendHtml(reply, notFound ? 404 : 200, page, nonce, embeddable);
    } catch (err) {
      // The app falls back to GET /bff/bootstrap and shows its error page if that fails too.
      req.log.error({ err }, 'bootstrap injection failed');
      return sendHtml(reply, 200, renderErrorPage(template, null, ctx), nonce, embeddable);
    }
  }

  app.get('/', { schema: { hide: true } }, spa);
  app.get('/*', { schema: { hide: true } }, spa);
}
