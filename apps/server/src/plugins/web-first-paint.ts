import type { TBootstrap } from '@congrega/contract/church';
import type { TLocale } from '@congrega/contract/locale';
import { HERO_HEIGHT, HERO_WIDTH, responsiveImage } from '@congrega/contract/media';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import { matchPath } from './web-link-preview.ts';
import type { Translator } from './web-texts.ts';
import type { TenantChurch } from '../core/tenant.ts';

/**
 * A screen's first paint, drawn by the server into #root so that its largest paint needs only the HTML, the
 * stylesheets and (when it has one) a preloaded image, never the app's scripts. The app starts once the browser
 * has painted it (public/boot.js) and replaces it with the same screen when its route is ready (start.tsx).
 *
 * The drawing is shared HTML: it shows what a visitor sees (never a member's data), in the page's language, with
 * every text escaped, and with the classes the app's screen renders so the swap moves nothing. It is hidden from
 * assistive technology and holds no links or buttons (spans styled as them): the app's screen is the real one.
 */
export interface Drawing {
  /** The screen's markup (layout included). */
  html: string;
  /** Style the drawing needs beyond the app's stylesheets (the page's CSP allows no style attributes). */
  css?: string;
  /** The drawing uses the screen's own stylesheets (its chunk's CSS): they load with the page's, before the paint. */
  routeStyles?: boolean;
  /** What the screen starts from instead of fetching it again (lib/first-paint.ts in the app). */
  data?: unknown;
}

/** The largest image of a screen, preloaded from the head as the variants its <picture> picks from. */
export interface LargestImage {
  src: string;
  sizes: string;
}

/** What the served page of a route gets: its drawing, its largest image, or both. */
export interface FirstPaint {
  drawing?: Drawing;
  image?: LargestImage;
}

export interface FirstPaintContext {
  app: FastifyInstance;
  church: TenantChurch;
  bootstrap: TBootstrap;
  lang: TLocale;
  /** Texts of the page's language; has the namespaces the route's drawer declared. */
  t: Translator;
  /** Whether an internal link opens a screen of the app this church has (its menu shows only those). */
  hasScreen(link: string): boolean;
  /** The request path, without the query. */
  pathname: string;
  /** The route's path parameters (`/event/:eventId` -> { eventId }), raw strings from the URL: validate them. */
  params: Readonly<Record<string, string>>;
  /** The address's query (a screen drawn differently with it, e.g. an event's purchase step, draws nothing). */
  query: URLSearchParams;
}

/** A route's first paint: `ns` are the catalogue namespaces it draws with (none there, nothing drawn). */
export interface FirstPaintRoute {
  ns: readonly string[];
  /** The screen's largest image, preloaded even when nothing is drawn. */
  image?(bootstrap: TBootstrap): LargestImage | undefined;
  draw(ctx: FirstPaintContext): Promise<Drawing | undefined> | Drawing | undefined;
}

/** Id of the <script type="application/json"> holding the drawn screen's `data` (read by the app). */
export const FIRST_PAINT_DATA_ID = 'congrega-first-paint';

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');
const isSafeExternal = (link: string) => /^(https?|mailto|tel):/i.test(link.trim());

/** The church menu as AppHeader's nav renders it (shown on wide screens), entries as spans. */
function drawNav({ menu }: TBootstrap, ctx: Pick<FirstPaintContext, 'hasScreen' | 'pathname'>): string {
  const items = [...menu]
    .sort((a, b) => a.ordem - b.ordem)
    .filter((item) => (isInternal(item.link) ? ctx.hasScreen(item.link) : isSafeExternal(item.link)))
    .map((item) => {
      const current = item.link === ctx.pathname ? ' aria-current="page"' : '';
      return `<li><span class="nav-link"${current}>${escapeHtml(item.titulo)}</span></li>`;
    });
  return `<nav class="main-nav"><ul class="nav-list">${items.join('')}</ul></nav>`;
}

/** The header every layout starts with (organization bar, logo, church name, menu), as AppHeader renders it. */
export function drawHeader(bootstrap: TBootstrap, ctx: Pick<FirstPaintContext, 'hasScreen' | 'pathname'>): string {
  const { igreja, visual, organizacao } = bootstrap;
  const logo = visual.logo ?? igreja.logo;
  const orgLogo = organizacao?.logo ? `<img src="${escapeHtml(organizacao.logo)}" alt="" width="24" height="24">` : '';
  const org = organizacao
    ? `<div class="org-bar"><span class="org-name">${orgLogo}<span>${escapeHtml(organizacao.nome)}</span></span><span class="btn btn-ghost btn-sm">&nbsp;</span></div>`
    : '';
  const brand =
    (logo ? `<img src="${escapeHtml(logo)}" alt="" class="brand-logo" width="40" height="40">` : '') +
    `<span class="brand-name">${escapeHtml(igreja.nome)}</span>`;
  return `<header class="app-header app-header-default">${org}<div class="header-bar"><span class="brand">${brand}</span></div>${drawNav(bootstrap, ctx)}</header>`;
}

/**
 * A media image as the app's ResponsiveImage renders it (AVIF and WebP sources, JPEG srcset): the page's largest
 * paint at high priority (the hero's size unless told), or a list's image loaded lazily as the app's is; undefined
 * for an image that is not ours (no variants).
 */
export function drawPicture(
  src: string,
  sizes: string,
  attrs: { alt: string; className?: string; width?: number; height?: number; lazy?: boolean },
): string | undefined {
  const variants = responsiveImage(src);
  if (!variants) return undefined;
  const sources = variants.sources
    .filter((source) => source.format !== 'jpeg')
    .map((source) => `<source type="${source.type}" srcset="${escapeHtml(source.srcset)}" sizes="${sizes}">`)
    .join('');
  const jpeg = variants.sources.find((source) => source.format === 'jpeg')!;
  const cls = attrs.className ? ` class="${attrs.className}"` : '';
  const loading = attrs.lazy ? 'loading="lazy"' : 'fetchpriority="high"';
  return (
    `<picture>${sources}<img src="${escapeHtml(variants.fallback)}" srcset="${escapeHtml(jpeg.srcset)}" sizes="${sizes}" ` +
    `alt="${escapeHtml(attrs.alt)}"${cls} width="${attrs.width ?? HERO_WIDTH}" height="${attrs.height ?? HERO_HEIGHT}" ${loading}></picture>`
  );
}

/** A screen of the DEFAULT layout: header and the content column (DefaultLayout). */
export function drawDefaultLayout(ctx: FirstPaintContext, content: string): string {
  return `<div class="layout" aria-hidden="true">${drawHeader(ctx.bootstrap, ctx)}<main class="main page">${content}</main></div>`;
}

/**
 * The registry's entry for `path`: its own key, else the first key with `:param` segments that matches (the web
 * route's path, `/event/:eventId`), with the params.
 */
function routeOf(routes: Readonly<Record<string, FirstPaintRoute>>, path: string) {
  if (Object.hasOwn(routes, path)) return { route: routes[path]!, params: {} };
  for (const [pattern, route] of Object.entries(routes)) {
    if (!pattern.includes('/:')) continue;
    const params = matchPath(pattern, path);
    if (params) return { route, params };
  }
  return undefined;
}

/** The first paint of `pathname` from its route's entry, if it has one. */
export async function firstPaintOf(
  routes: Readonly<Record<string, FirstPaintRoute>>,
  pathname: string,
  ctx: Omit<FirstPaintContext, 't' | 'pathname' | 'params'> & { translator: (ns: readonly string[]) => Translator | undefined },
): Promise<FirstPaint | undefined> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = routeOf(routes, path);
  if (!found) return undefined;
  const { route, params } = found;
  const image = route.image?.(ctx.bootstrap);
  const t = ctx.translator(route.ns);
  let drawing: Drawing | undefined;
  try {
    const { app, church, bootstrap, lang, hasScreen, query } = ctx;
    if (t) drawing = await route.draw({ app, church, bootstrap, lang, hasScreen, query, pathname: path, params, t });
  } catch (err) {
    // The app draws the screen itself, as it would without a drawing (and shows its own error if the data fails).
    ctx.app.log.warn({ err, path }, 'first paint not drawn');
  }
  return { ...(drawing ? { drawing } : {}), ...(image ? { image } : {}) };
}
