import { z } from 'zod';
import { blankToUndefined, zOptionalText, zRequiredText } from '../validators.ts';

/**
 * The church's congregations in the settings area (issue 30): the places a member says they attend (registration,
 * profile, People's filter). Never deleted (members and offering batches name them): a hidden one leaves the
 * member app's lists and stays on the records that name it. Names are unique per church, any case.
 */
export const CONGREGATION_NAME_MAX = 100;

export const ZAdminCongregation = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    endereco: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    flagAtivo: z.boolean(),
    /** Members who named it. */
    membros: z.number().int(),
  })
  .meta({ id: 'AdminCongregation' });
export type TAdminCongregation = z.infer<typeof ZAdminCongregation>;

export const ZAdminCongregationList = z.object({ itens: z.array(ZAdminCongregation) }).meta({ id: 'AdminCongregationList' });
export type TAdminCongregationList = z.infer<typeof ZAdminCongregationList>;

const optional = (max: number) => blankToUndefined(zOptionalText(max)).nullable();

export const ZCongregationBody = z
  .strictObject({
    nome: zRequiredText(CONGREGATION_NAME_MAX),
    endereco: optional(200),
    cidade: optional(100),
    estado: optional(50),
    flagAtivo: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .meta({ id: 'AdminCongregationBody' });
export type TCongregationBody = z.input<typeof ZCongregationBody>;
