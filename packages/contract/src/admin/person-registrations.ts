import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../events-purchase.ts';

/**
 * A member's event registrations in the People area (issue 30; people view reads them, as the rest of the profile):
 * newest first, the event, the state, how many tickets and the order's code (the money console opens it for finance
 * staff). No amount: money is the finance grant's, and a church admin without it sees none. The last
 * PERSON_REGISTRATIONS_MAX of them.
 */
export const PERSON_REGISTRATIONS_MAX = 50;

export const ZPersonRegistration = z.object({
  id: z.number().int(),
  evento: z.object({ id: z.number().int(), titulo: z.string(), dataInicio: z.string() }),
  status: z.enum(REGISTRATION_STATUSES),
  bilhetes: z.number().int(),
  pagamento: z.object({ id: z.number().int(), codigo: z.string() }).nullable(),
  criadoEm: z.string(),
});
export type TPersonRegistration = z.infer<typeof ZPersonRegistration>;

export const ZPersonRegistrations = z.object({ itens: z.array(ZPersonRegistration) }).meta({ id: 'AdminPersonRegistrations' });
export type TPersonRegistrations = z.infer<typeof ZPersonRegistrations>;
