import { ZAdminPrayerReasonBody, ZAdminPrayerSettingsBody } from '@congrega/contract/admin/prayer';
import { z } from 'zod';

/**
 * The prayer area's forms: numbers are typed as text, turned into the contract's integers, then checked by the
 * contract's own schema (the form validates exactly what is sent; field names are the body's, so the server's
 * errors land on them).
 */
const wholeNumber = z.string().transform((text, ctx) => {
  if (/^\s*\d{1,4}\s*$/.test(text)) return Number(text);
  ctx.addIssue({ code: 'custom', message: 'validation.integer' });
  return z.NEVER;
});

export interface PrayerSettingsFormValues {
  flagAprovacao: boolean;
  diasExpiracao: string;
  limiteDenuncias: string;
}
export const ZPrayerSettingsForm = z
  .object({ flagAprovacao: z.boolean(), diasExpiracao: wholeNumber, limiteDenuncias: wholeNumber })
  .pipe(ZAdminPrayerSettingsBody) as unknown as z.ZodType<z.output<typeof ZAdminPrayerSettingsBody>, PrayerSettingsFormValues>;

export interface PrayerReasonFormValues {
  nome: string;
  ordem: string;
  flagAtivo: boolean;
}
export const ZPrayerReasonForm = z
  .object({ nome: z.string(), ordem: wholeNumber, flagAtivo: z.boolean() })
  .pipe(ZAdminPrayerReasonBody) as unknown as z.ZodType<z.output<typeof ZAdminPrayerReasonBody>, PrayerReasonFormValues>;
