import { z } from 'zod';

/**
 * Labels a church can never be slugged (compared lower-cased): `admin` is the staff console's host label
 * (apps/server/src/lib/admin-host.ts ADMIN_HOST_LABEL), `www` and `api` are the product's own names under APP_DOMAIN.
 * A church slugged so would be unreachable or shadow the product; the database refuses them too (CHECK
 * `igreja_slug_reservado_ck`, apps/server/src/db/church-table.ts).
 */
export const RESERVED_CHURCH_SLUGS = ['admin', 'www', 'api'] as const;
export type TReservedChurchSlug = (typeof RESERVED_CHURCH_SLUGS)[number];
export const isReservedChurchSlug = (slug: string): boolean => (RESERVED_CHURCH_SLUGS as readonly string[]).includes(slug.toLowerCase());

/**
 * The church of an admin path (`/admin/:church/...`): its slug. Unknown, or a church the caller holds no grant at,
 * answers 404 CHURCH_NOT_FOUND alike (apps/server/src/modules/admin/staff-gate.ts).
 */
export const zChurchSlug = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(100, 'validation.maxLength')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'validation.invalid')
  .refine((slug) => !isReservedChurchSlug(slug), 'validation.reservedSlug');
export const ZAdminChurchParams = z.strictObject({ church: zChurchSlug });

/** A console list's page size (`limit`): 1 to 100, `byDefault` unless asked. */
export const zListLimit = (byDefault = 30) =>
  z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(byDefault);
