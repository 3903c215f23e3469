import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * Member card (spec section 3 "Member card"; GET /usuario-carteirinha/?usuario&igreja). The card shows the member's
 * profile plus what the church recorded for the card (member number, baptism date, position, pastor, validity). The
 * QR code carries a signed, expiring verification link: staff opening it see whether the card is valid today.
 */

/** How long a card's verification link stays valid after the card is opened (printed cards carry it). */
export const MEMBER_CARD_LINK_DAYS = 365;

export const ZMemberCardQuery = z.strictObject({ usuario: ZId, igreja: ZId });

export const ZMemberCard = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    sobrenome: z.string(),
    nomeCompleto: z.string(),
    imagem: z.string().nullable(),
    dataBatismo: z.string().nullable(),
    dataNascimento: z.string().nullable(),
    congregacao: z.string().nullable(),
    cpf: z.string().nullable(),
    sexo: z.string().nullable(),
    estadoCivil: z.string().nullable(),
    numeroMembro: z.string(),
    telefone: z.string().nullable(),
    cargo: z.string().nullable(),
    igreja: z.object({ id: z.number().int(), nome: z.string(), logo: z.string().nullable() }),
    responsavel: z.string().nullable(),
    /** Last day the card is valid (YYYY-MM-DD), null when it does not expire. */
    validade: z.string().nullable(),
    /** Whether the church still counts the card valid today. */
    valida: z.boolean(),
    /** The verification link the QR code carries, and the QR code itself (SVG data URL). */
    verificacaoUrl: z.string(),
    qrCode: z.string(),
  })
  .meta({ id: 'MemberCard' });
export type TMemberCard = z.infer<typeof ZMemberCard>;

export const ZMemberCardResult = z.object({ carteirinha: ZMemberCard }).meta({ id: 'MemberCardResult' });

/** POST /usuario-carteirinha/verificacao: the signed code of a card's QR link. */
export const ZMemberCardVerifyBody = z.strictObject({
  codigo: z.string().trim().min(1, 'validation.required').max(2000, 'validation.maxLength'),
});

/** What staff see when checking a card: only what the card itself shows, and whether it is valid today. */
export const ZMemberCardCheck = z
  .object({
    valida: z.boolean(),
    nomeCompleto: z.string(),
    imagem: z.string().nullable(),
    numeroMembro: z.string(),
    cargo: z.string().nullable(),
    igreja: z.string(),
    validade: z.string().nullable(),
    verificadoEm: z.string(),
  })
  .meta({ id: 'MemberCardCheck' });
export type TMemberCardCheck = z.infer<typeof ZMemberCardCheck>;
