import type { TBootstrap } from '@congrega/contract/church';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { StructuredData } from './web-structured-data.ts';
import type { Translator } from './web-texts.ts';
import type { TenantChurch } from '../core/tenant.ts';

/**
 * Link previews of a detail page (the card a messaging app draws for a shared URL): a feature registers a resolver
 * for its detail route in the registry of plugins/web.ts, and the served page's <title>, description, og: and
 * twitter: tags come from it instead of the church's defaults. A resolver reads only what a visitor may see (never a
 * member's data: the page is the same for everyone) and answers NOT_FOUND for an address that names nothing visible
 * at the host church (another church's, inactive, malformed): the page then keeps the church's default preview and
 * is served with status 404.
 */
export interface LinkPreview {
  title: string;
  description?: string | null;
  /** An image URL (absolute or relative to the church's origin). */
  image?: string | null;
  /** The page's schema.org item (web-structured-data.ts); the church's when absent. */
  structuredData?: StructuredData;
  /** The item's current address when this one is an old one (a renamed slug): the page answers 301 there. */
  redirect?: string;
}

export interface LinkPreviewContext {
  app: FastifyInstance;
  church: TenantChurch;
  bootstrap: TBootstrap;
  lang: TLocale;
  /** Absolute origin of the request (https://videira.example.org), for absolute URLs. */
  origin: string;
  /** The route's path parameters (`/event/:eventId` -> { eventId }), raw strings from the URL. */
  params: Readonly<Record<string, string>>;
  /** The address's query (`/podcast?code=&episode=` names an episode): read only what names a public item. */
  query: URLSearchParams;
  /** The web app's texts in `lang` when its catalogues `ns` are built (a list page's title); else undefined. */
  translator?: (ns: readonly string[]) => Translator | undefined;
}

/**
 * What a resolver answers for a well-formed address that names nothing visible at the host church (a missing,
 * unpublished or another church's item, an id that is not one): the page is then served with status 404 (the app
 * still draws its "not found" screen) and the church's default preview.
 */
export const NOT_FOUND = Symbol('not found');

export interface LinkPreviewRoute {
  /** The web route's path with `:param` segments, as in apps/web/src/app/routes/. */
  path: string;
  /** Only when the church has this module (the route's screen needs it). */
  module?: string;
  resolve(ctx: LinkPreviewContext): Promise<LinkPreview | typeof NOT_FOUND | undefined> | LinkPreview | typeof NOT_FOUND | undefined;
}

const MAX_DESCRIPTION = 200;

/** Plain text of rich text (tags dropped, spaces collapsed), cut at MAX_DESCRIPTION characters for a preview. */
export function excerpt(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_DESCRIPTION ? `${plain.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : plain;
}

/** The params of `pathname` under the route's `path`, or undefined when it does not match. */
export function matchPath(path: string, pathname: string): Record<string, string> | undefined {
  const want = path.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}

/**
 * The preview of `pathname` from the first route that matches it and resolves (undefined: the church's default;
 * NOT_FOUND: the address names nothing here).
 */
export async function linkPreviewOf(
  routes: readonly LinkPreviewRoute[],
  pathname: string,
  ctx: Omit<LinkPreviewContext, 'params'>,
): Promise<LinkPreview | typeof NOT_FOUND | undefined> {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    if (route.module && !ctx.bootstrap.modulos.some((m) => m.codigo === route.module)) return undefined;
    try {
      return (await route.resolve({ ...ctx, params })) ?? undefined;
    } catch (err) {
      // The page is served with the church's preview: a preview never fails a page.
      ctx.app.log.warn({ err, path: route.path }, 'link preview not resolved');
      return undefined;
    }
  }
  return undefined;
}
