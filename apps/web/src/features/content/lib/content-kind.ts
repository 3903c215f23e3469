import type { contentEndpoints, TContentSummary } from '@congrega/contract/content';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** An item of any kind: the shared summary plus the kind's own fields. */
export type ContentItem = TContentSummary & Record<string, unknown>;

/**
 * A content kind as the web app shows it (the server's counterpart is modules/content/content-kind.ts): its
 * endpoints from the contract, the screens' base path, its texts (the `key` section of the content catalogue:
 * title, intro, empty, back...) and, optionally, its own line under the title (a devotional's passage). The shared
 * list and detail screens (components/) do everything else.
 */
export interface WebContentKind {
  key: string;
  path: string;
  endpoints: ReturnType<typeof contentEndpoints<z.ZodRawShape>>;
  /** Shown under the title, in the card and the detail. */
  extra?: (item: ContentItem) => ReactNode;
  /** Cards show the cover image (news) or not (devotionals: text first). */
  cardImage?: boolean;
  /** The detail's media instead of its cover image (a video's player). */
  media?: (item: ContentItem) => ReactNode;
  /** The detail's own actions after the text (a publication's download). */
  actions?: (item: ContentItem) => ReactNode;
  /** Items are found by their `slug` (publications; contract `bySlug`), not their id. */
  bySlug?: boolean;
  /** Query fields of the list screen's URL passed on to the list (contract `filters`: a publication's `tipo`). */
  filters?: readonly string[];
  /** Where the detail's back link leads, from the route's params (a project goes back to its ministry); else `path`. */
  backPath?: (params: Record<string, unknown>) => string;
}

/** What names an item in its path: its id, or its slug for a kind found by slug (its id while it has none). */
export type ContentKey = number | string;
export const contentKeyOf = (kind: WebContentKind, item: ContentItem): ContentKey =>
  kind.bySlug && typeof item.slug === 'string' && item.slug ? item.slug : item.id;

/** The kind's list filters found in a URL's query (only the ones it declares, only when set). */
export function contentFiltersOf(kind: WebContentKind, params: URLSearchParams): Record<string, string> {
  return Object.fromEntries((kind.filters ?? []).flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}
