import { z } from 'zod';

/** Numeric route/path id (spec: numeric route ids are converted to numbers). */
export const ZId = z.coerce.number({ error: 'validation.integer' }).int('validation.integer').positive('validation.invalid');
export const ZIdParams = z.object({ id: ZId });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZOk = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
