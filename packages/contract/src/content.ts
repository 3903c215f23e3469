import { z } from 'zod';
import { ZId, zPageNumber } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import type { TModuleCode } from './church.ts';
import { zOptionalText } from './validators.ts';

/**
 * The church's published content (spec sections 1, 2: devotionals, news, ...) on ONE shared pattern: every kind has
 * the same summary (title, summary, cover image, author, publication date, tags), a detail with the rich text the
 * server sanitised (an allow-list of text tags and http(s) links), and two endpoints made by `contentEndpoints`:
 * the church's list (`/igreja/{slug}/<path>/`: newest first, paged, `busca` searches the text) and one item
 * (`/<path>/{id}`). A kind adds its own fields with `extra` (a devotional's Bible passage). Content is the same for
 * everyone at the church, so it is public (`auth: 'none'`) and cacheable. Decided here: `itens` is the list key of
 * every kind, at most CONTENT_PAGE_MAX items a page, a search of at most CONTENT_SEARCH_MAX characters.
 */
export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_PAGE_MAX = 50;
export const CONTENT_SEARCH_MAX = 100;

export const ZContentListParams = z.strictObject({ slug: z.string().min(1).max(100) });
export const ZContentParams = z.strictObject({ id: ZId });
/** Kinds found by slug (publications): `/<item>/:slug`. */
export const ZContentSlugParams = z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'validation.invalid') });

export const ZContentListQuery = z.strictObject({
  page: zPageNumber(),
  limit: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(CONTENT_PAGE_MAX, 'validation.invalid')
    .default(CONTENT_PAGE_SIZE),
  busca: zOptionalText(CONTENT_SEARCH_MAX),
});
export type TContentListQuery = z.input<typeof ZContentListQuery>;

export const ZContentSummary = z.object({
  id: z.number().int(),
  titulo: z.string(),
  resumo: z.string().nullable(),
  imagem: z.string().nullable(),
  /** The cover's text alternative and focal point (x, y from 0 to 1: where a crop centres), as the console set them. */
  imagemAlt: z.string().nullable(),
  imagemFoco: z.object({ x: z.number(), y: z.number() }).nullable(),
  autor: z.string().nullable(),
  dataPublicacao: z.string(),
  tags: z.array(z.string()),
});
export type TContentSummary = z.infer<typeof ZContentSummary>;

/** The detail adds the sanitised HTML (`conteudo`). */
export const ZContentBody = z.object({ conteudo: z.string() });

export interface ContentKindSpec<X extends z.ZodRawShape, D extends z.ZodRawShape = Record<never, never>> {
  /** OpenAPI id prefix and tag: 'Devotional', 'News'... */
  name: string;
  tag: string;
  /** The module the kind needs; none when the spec names none (videos). */
  module?: TModuleCode;
  /** List path under the church (`/igreja/:slug/<list>/`), or the spec's own (`/video/:slug`) when it starts with a
   * slash; item path (`/<item>/:id`). */
  list: string;
  item: string;
  /** The kind's own fields (summary and detail). */
  extra: X;
  /** One item is found by its `slug` (an extra field) instead of its id. */
  bySlug?: boolean;
  /** The item path's params when the kind has its own (a Sunday-school quarter: its slug or its numeric id). */
  itemParams?: z.ZodObject<{ slug: z.ZodType<string | number> }>;
  /** What the item path's key is, for OpenAPI, when it is not plain (a quarter: its slug or its id). */
  itemNote?: string;
  /** Fields of the detail only (a quarter's classes and lessons). */
  detailExtra?: D;
  /** The list's own filters besides `busca` (a publication's type), each an optional query field. */
  filters?: z.ZodRawShape;
}

/** The summary and detail schemas and the two endpoints of a content kind. */
export function contentEndpoints<X extends z.ZodRawShape, D extends z.ZodRawShape = Record<never, never>>(spec: ContentKindSpec<X, D>) {
  const summary = ZContentSummary.extend(spec.extra).meta({ id: `${spec.name}Summary` });
  const detail = summary
    .extend(ZContentBody.shape)
    .extend((spec.detailExtra ?? {}) as D)
    .meta({ id: `${spec.name}Detail` });
  const list = z
    .object({ itens: z.array(summary), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
    .meta({ id: `${spec.name}List` });
  // Public, and revalidated on every read (max-age 0): a change the console makes shows on the next read.
  const common = { tags: [spec.tag], ...(spec.module ? { module: spec.module } : {}), auth: 'none', cache: 0 } as const;
  return {
    summary,
    detail,
    list: defineEndpoint({
      ...common,
      method: 'GET',
      path: spec.list.startsWith('/') ? spec.list : `/igreja/:slug/${spec.list}/`,
      summary: `${spec.tag}: published items of the church, newest first, paged; \`busca\` searches title and text`,
      params: ZContentListParams,
      query: spec.filters ? ZContentListQuery.extend(spec.filters) : ZContentListQuery,
      status: 200,
      response: list,
      errors: [400, 404],
    }),
    item: defineEndpoint({
      ...common,
      method: 'GET',
      path: `/${spec.item}/${spec.bySlug ? ':slug' : ':id'}`,
      summary: `${spec.tag}: one published item with its sanitised rich text`,
      description: `${spec.itemNote ? `${spec.itemNote} ` : ''}Missing, unpublished or another church’s items answer 404 CONTENT_NOT_FOUND.`,
      params: spec.itemParams ?? (spec.bySlug ? ZContentSlugParams : ZContentParams),
      status: 200,
      response: detail,
      errors: [400, 404],
    }),
  };
}
