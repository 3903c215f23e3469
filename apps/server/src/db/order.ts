import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Newest (largest) first, as drizzle's schema writes a descending index (`.desc()` is `DESC NULLS LAST`): drizzle's
 * `desc()` orders `DESC`, which PostgreSQL reads as NULLS FIRST, so a list ordered by it cannot walk such an index and
 * sorts the whole church instead (the money console's payments: 64 ms for a page of 25 over 100,000 rows, 1.3 ms
 * through the index). Use it for every ORDER BY a `.desc()` index serves.
 */
export function descLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}
