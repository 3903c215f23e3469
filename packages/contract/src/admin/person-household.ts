import { z } from 'zod';

/**
 * A member's household in the People area (issue 30): the children the member registered (people view), and their
 * health notes, allergies and care (their own grant, pastoral view: health data, LGPD art. 11; reading them is
 * audited). Read only: the member keeps them at /user/children.
 */
export const ZPersonChild = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** YYYY-MM-DD */
  dataNascimento: z.string(),
  sexo: z.string().nullable(),
});
export const ZPersonHousehold = z.object({ criancas: z.array(ZPersonChild) }).meta({ id: 'AdminPersonHousehold' });
export type TPersonHousehold = z.infer<typeof ZPersonHousehold>;

export const ZPersonChildCare = z.object({
  id: z.number().int(),
  nome: z.string(),
  alergias: z.string().nullable(),
  cuidados: z.string().nullable(),
});
export type TPersonChildCare = z.infer<typeof ZPersonChildCare>;
export const ZPersonHouseholdCare = z.object({ criancas: z.array(ZPersonChildCare) }).meta({ id: 'AdminPersonHouseholdCare' });
export type TPersonHouseholdCare = z.infer<typeof ZPersonHouseholdCare>;
