import { z } from 'zod';

/**
 * Notice e-mails a member can opt out of (issue 37): a group's join requests and their answers. Each carries
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) naming POST /email/descadastro?token=, a signed code of the
 * client account and church only, valid without a login: a mail client's one-click unsubscribe turns them off.
 */
export const ZUnsubscribeQuery = z.strictObject({
  token: z.string({ error: 'validation.required' }).min(16, 'validation.invalid').max(1000, 'validation.invalid'),
});
export type TUnsubscribeQuery = z.input<typeof ZUnsubscribeQuery>;

/**
 * The one-click body (`List-Unsubscribe=One-Click`, form-encoded, as RFC 8058 has mail clients send it); absent
 * when a person's browser posts the link.
 */
export const ZUnsubscribeBody = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click', 'validation.invalid').optional() }).nullish();

export const ZUnsubscribeResult = z.object({ receberAvisosEmail: z.literal(false) }).meta({ id: 'UnsubscribeResult' });

/** GET and PUT /usuario/avisos-email: whether the caller gets notice e-mails at this church (their profile's switch). */
export const ZNoticeMailPreference = z.object({ receberAvisosEmail: z.boolean() }).meta({ id: 'NoticeMailPreference' });
export type TNoticeMailPreference = z.infer<typeof ZNoticeMailPreference>;
export const ZNoticeMailBody = z.strictObject({ receberAvisosEmail: z.boolean({ error: 'validation.required' }) });
