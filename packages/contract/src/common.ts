import { z } from 'zod';

/** Largest value of the `integer` (int4) columns ids live in: anything above can name no row. */
export const MAX_ID = 2_147_483_647;

/**
 * Numeric route/path/query id (spec: numeric route ids are converted to numbers). Every id of every schema uses
 * it, so an id above the column type answers 400 instead of reaching the database.
 */
export const ZId = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .positive('validation.invalid')
  .max(MAX_ID, 'validation.invalid');
export const ZIdParams = z.object({ id: ZId });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZOk = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
