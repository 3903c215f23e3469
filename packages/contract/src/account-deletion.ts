import { z } from 'zod';
import { zText } from './validators.ts';

/** POST /user/{id}/pedido-exclusao?igreja=: confirmed with the account's password (spec section 4). */
export const ZDeletionBody = z
  .strictObject({ senha: zText().min(1, 'validation.required').max(128, 'validation.maxLength') })
  .meta({ id: 'AccountDeletionBody' });
export type TDeletionBody = z.input<typeof ZDeletionBody>;

export const ZDeletionResult = z.object({ excluida: z.literal(true) }).meta({ id: 'AccountDeletionResult' });

/**
 * "Download my data" (LGPD art. 18): everything stored about the member, per church, one section per module
 * (the same registry the deletion walks). Each section is a list of records with the module's own field names.
 */
export const ZPersonalDataExport = z
  .object({
    geradoEm: z.string(),
    conta: z.object({ id: z.number().int(), email: z.string(), criadoEm: z.string() }),
    igrejas: z.array(
      z.object({
        igreja: z.object({ id: z.number().int(), nome: z.string() }),
        dados: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
      }),
    ),
  })
  .meta({ id: 'PersonalDataExport' });
export type TPersonalDataExport = z.infer<typeof ZPersonalDataExport>;
