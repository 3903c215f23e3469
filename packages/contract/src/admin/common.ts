import { z } from 'zod';

/**
 * The church of an admin path (`/admin/:church/...`): its slug. Unknown, or a church the caller holds no grant at,
 * answers 404 CHURCH_NOT_FOUND alike (apps/server/src/modules/admin/staff-gate.ts).
 */
export const zChurchSlug = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(100, 'validation.maxLength')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'validation.invalid');
export const ZAdminChurchParams = z.strictObject({ church: zChurchSlug });

/** A console list's page size (`limit`): 1 to 100, `byDefault` unless asked. */
export const zListLimit = (byDefault = 30) =>
  z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(byDefault);
