import { z } from 'zod';
import { ZId } from '../common.ts';
import { blankToUndefined, zCpf, zPastDate, zRequiredText } from '../validators.ts';
import { cardBrand, cardExpired, cardNumberValid, cvvValid, normalizeCardNumber, parseCardExpiry } from './card.ts';

/**
 * Cards (spec section 3, "Card payment form"; section 7 cards). The browser sends the card to the gateway's
 * token endpoint once; everything after (payments, saved cards) uses the token. Our payments tables keep only
 * token, brand, last four digits, expiry and holder.
 */

export const CARD_HOLDER_MAX = 80;

const zCardNumber = z
  .string({ error: 'validation.required' })
  .transform(normalizeCardNumber)
  .refine((v) => v.length > 0, 'validation.required')
  .refine(cardNumberValid, 'validation.cardNumber');

/** MM/YY or MM/YYYY; a card is good through the last day of its month. Answered as MM/YYYY. */
export const zCardExpiry = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine((v) => parseCardExpiry(v) !== null, 'validation.cardExpiry')
  .refine((v) => {
    const parsed = parseCardExpiry(v);
    return parsed === null || !cardExpired(parsed);
  }, 'validation.cardExpired')
  .transform((v) => {
    const { month, year } = parseCardExpiry(v)!;
    return `${String(month).padStart(2, '0')}/${year}`;
  });

/** POST /general/payment/church/{id}/card/token (the gateway side: the raw number stops here). */
export const ZCardTokenBody = z
  .strictObject({
    numero: zCardNumber,
    titular: zRequiredText(CARD_HOLDER_MAX),
    cpfTitular: blankToUndefined(zCpf),
    dataNascimentoTitular: blankToUndefined(zPastDate('validation.birthdate')),
    cvv: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .regex(/^\d{3,4}$/, 'validation.cvv'),
    validade: zCardExpiry,
  })
  .superRefine((v, ctx) => {
    if (!cvvValid(v.cvv, cardBrand(v.numero))) ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'validation.cvv' });
  })
  .meta({ id: 'CardTokenBody' });
export type TCardTokenBody = z.input<typeof ZCardTokenBody>;

export const ZCardTokenParams = z.strictObject({ id: ZId });

export const ZCardBrand = z.enum(['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners', 'discover', 'jcb', 'unknown']);

/** A card token: single use and short-lived unless the card is saved. */
export const ZCardToken = z
  .object({
    token: z.string(),
    bandeira: ZCardBrand,
    ultimosDigitos: z.string(),
    validade: z.string(),
    titular: z.string(),
    idGatewayPagamento: z.number().int(),
    expiraEm: z.string(),
  })
  .meta({ id: 'CardToken' });
export type TCardToken = z.infer<typeof ZCardToken>;

export const ZSavedCard = z
  .object({
    id: z.number().int(),
    idGatewayPagamento: z.number().int(),
    bandeira: ZCardBrand,
    ultimosDigitos: z.string(),
    validade: z.string(),
    titular: z.string(),
    /** The card's month has passed: shown, but not offered for payment. */
    expirado: z.boolean(),
    dataCadastro: z.string(),
  })
  .meta({ id: 'SavedCard' });
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** GET /usuario/{church}/{userId}/cartoes: the member's cards, grouped by gateway (spec: idGatewayPagamento). */
export const ZSavedCardList = z
  .object({ cartoes: z.array(z.object({ idGatewayPagamento: z.number().int(), cartoes: z.array(ZSavedCard) })) })
  .meta({ id: 'SavedCardList' });
export type TSavedCardList = z.infer<typeof ZSavedCardList>;

export const ZSavedCardListParams = z.strictObject({ church: ZId, userId: ZId });

/** POST /usuario-cartao-gateway-pagamento/?igreja=: keeps a token made by the card token endpoint. */
export const ZSaveCardBody = z
  .strictObject({ token: z.string().trim().min(1, 'validation.required').max(200, 'validation.invalid') })
  .meta({ id: 'SaveCardBody' });
