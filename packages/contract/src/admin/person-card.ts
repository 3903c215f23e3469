import { z } from 'zod';
import { blankToUndefined, zIsoDate, zOptionalText } from '../validators.ts';

/**
 * A member's card in the People area (issue 30: issue, renew, revoke; spec section 3 "Member card"). Reading it needs
 * people view, changing it people edit; every change is audited. One card per member and church: issuing again after
 * a revocation re-activates it (its number is never given to someone else), renewing is a new last day.
 */
export const MEMBER_NUMBER_MAX = 30;
export const CARD_TEXT_MAX = 100;

export const ZPersonCard = z
  .object({
    numeroMembro: z.string(),
    dataBatismo: z.string().nullable(),
    cargo: z.string().nullable(),
    responsavel: z.string().nullable(),
    /** Last valid day (YYYY-MM-DD); null: no expiry. */
    validade: z.string().nullable(),
    /** false: revoked (the card checks as invalid at once). */
    flagAtivo: z.boolean(),
    /** Valid on the church's today: active and not past its last day. */
    valida: z.boolean(),
    criadoEm: z.string(),
  })
  .meta({ id: 'AdminPersonCard' });
export type TPersonCard = z.infer<typeof ZPersonCard>;

export const ZPersonCardResult = z.object({ carteirinha: ZPersonCard.nullable() }).meta({ id: 'AdminPersonCardResult' });
export type TPersonCardResult = z.infer<typeof ZPersonCardResult>;

const optionalText = (max: number) => blankToUndefined(zOptionalText(max)).nullable();

/**
 * Issue or change a member's card (PUT: the card as it should be, active). Fields left out or blank are cleared,
 * except `numeroMembro`: left out, a new card gets the church's next number (`<year>-<NNNN>`) and an existing card
 * keeps its own.
 */
export const ZPersonCardBody = z
  .strictObject({
    numeroMembro: blankToUndefined(
      zOptionalText(MEMBER_NUMBER_MAX).refine((v) => v === undefined || /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(v), 'validation.invalid'),
    ),
    dataBatismo: blankToUndefined(zIsoDate()).nullable(),
    cargo: optionalText(CARD_TEXT_MAX),
    responsavel: optionalText(CARD_TEXT_MAX),
    validade: blankToUndefined(zIsoDate()).nullable(),
  })
  .meta({ id: 'AdminPersonCardBody' });
export type TPersonCardBody = z.input<typeof ZPersonCardBody>;
