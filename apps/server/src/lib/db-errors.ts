/**
 * The constraint name when `err` (or its cause: drizzle wraps driver errors) is a PostgreSQL unique
 * violation (23505). Both pg and PGlite expose `code` and `constraint`.
 */
export function uniqueViolation(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return undefined;
}
