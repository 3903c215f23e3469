import { z } from 'zod';

/** Largest value of the `integer` (int4) columns ids live in: anything above can name no row. */
export const MAX_ID = 2_147_483_647;

/**
 * Numeric route/path/query id (spec: numeric route ids are converted to numbers). Every id of every schema uses
 * it, so an id above the column type answers 400 instead of reaching the database.
 */
export const ZId = zIdOf();

/** The id rule for a value an earlier step typed (`z.string().pipe(zIdOf<string>())`); `ZId` everywhere else. */
export function zIdOf<TInput = unknown>() {
  return z.coerce
    .number<TInput>({ error: 'validation.integer' })
    .int('validation.integer')
    .positive('validation.invalid')
    .max(MAX_ID, 'validation.invalid');
}
export const ZIdParams = z.object({ id: ZId });

/**
 * A list query's 1-based page number. Like every number a path or query carries it stays within int4
 * (endpoint-ids.test.ts walks every descriptor): ids are `ZId` (`ZId.optional()` for a filter), pages this.
 */
export const zPageNumber = (minMessage: 'validation.invalid' | 'validation.minValue' = 'validation.invalid') =>
  z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, minMessage)
    .max(MAX_ID, 'validation.invalid')
    .default(1);

export const ZPageQuery = z.object({
  page: zPageNumber(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZOk = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
