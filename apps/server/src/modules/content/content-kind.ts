import type { contentEndpoints } from '@congrega/contract/content';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * A content kind as the server serves it: the contract's endpoints (contentEndpoints), its table (built from the
 * shared columns in content.schema.ts), the kind's own columns returned beside the shared ones, and the columns
 * `busca` searches besides title, summary and text. The shared repository, service and routes do the rest.
 */
/**
 * Rows of another church table the detail carries (a quarter's classes and lessons): the table, its church and
 * parent columns, the columns returned, their order, and the fields holding rich text (sanitised like `conteudo`).
 */
export interface ContentChildren {
  table: PgTable;
  igrejaId: AnyPgColumn;
  parent: AnyPgColumn;
  columns: Record<string, AnyPgColumn>;
  orderBy: AnyPgColumn[];
  rich?: string[];
  /** A boolean column that, true, keeps the row off the member pages (a lesson's draft). */
  hidden?: AnyPgColumn;
  /** A time column that, ahead of now, keeps the row off the member pages until then (a scheduled lesson). */
  showsFrom?: AnyPgColumn;
}

export interface ContentKind<X extends z.ZodRawShape = z.ZodRawShape> {
  endpoints: ReturnType<typeof contentEndpoints<X>>;
  table: PgTable;
  extras: Record<string, AnyPgColumn>;
  search: AnyPgColumn[];
  /** The column one item is found by when it is not its id (a publication's slug); a numeric key is always the id. */
  key?: AnyPgColumn;
  /** The detail's own lists: field -> rows of a child table (a quarter's `turmas` and `licoes`). */
  children?: Record<string, ContentChildren>;
  /** The list's own filters (contract `filters`): query field -> the column it must equal. */
  filters?: Record<string, AnyPgColumn>;
  /** Columns the list is ordered by first, ascending (a ministry's projects in the console's order); then newest first. */
  orderBy?: AnyPgColumn[];
}

export const defineContentKind = <X extends z.ZodRawShape>(kind: ContentKind<X>) => kind;
