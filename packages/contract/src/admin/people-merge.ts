import { z } from 'zod';
import { ZId } from '../common.ts';
import { zChurchSlug } from './common.ts';
import { ZPersonProfile } from './people.ts';

/**
 * Duplicate records in the People area (issue 30, "merge duplicates"). The same person often holds two client
 * accounts at one church (two e-mails: one from a registration at the door, one from the app). Candidates are pairs
 * of active members with the same full name (case and accents aside) and the same birth date, phone or address
 * number, or the same phone and birth date under different spellings of the name. Merging keeps one record: its
 * empty profile fields take the other's, and everything the other holds at the church (payments, gifts, tickets,
 * groups, notes, prayers, plans, card...) moves to it, except the closed record's saved cards, which stay with the login
 * that saved them (deleted); the other record is closed (its login no longer opens this church) and its personal data
 * erased. Records with staff access (a grant or a staff role) are not merged until it is removed: a merge never hands
 * one login another's access, nor a staff login someone else's data. Irreversible, audited; people admin.
 */
export const DUPLICATE_REASONS = ['nomeNascimento', 'nomeTelefone', 'nomeEndereco', 'telefoneNascimento'] as const;
export type TDuplicateReason = (typeof DUPLICATE_REASONS)[number];
/** At most this many pairs are listed (the oldest pairs first: merge those, then look again). */
export const DUPLICATES_MAX = 100;

const ZDuplicateSide = z.object({
  usuarioId: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  criadoEm: z.string(),
});

export const ZDuplicatePair = z
  .object({ a: ZDuplicateSide, b: ZDuplicateSide, motivos: z.array(z.enum(DUPLICATE_REASONS)) })
  .meta({ id: 'AdminDuplicatePair' });
export type TDuplicatePair = z.infer<typeof ZDuplicatePair>;

export const ZDuplicatesPage = z.object({ itens: z.array(ZDuplicatePair) }).meta({ id: 'AdminDuplicatesPage' });
export type TDuplicatesPage = z.infer<typeof ZDuplicatesPage>;

/** `/people/:id/merge?duplicado=` and the merge's body: `id` is the record kept, `duplicado` the one closed. */
export const ZMergeQuery = z.strictObject({ duplicado: ZId });
export const ZMergeBody = z.strictObject({ duplicado: ZId });
export const ZMergeParams = z.strictObject({ church: zChurchSlug, id: ZId });

/** What moves: rows per table of the church that name the closed record (the console names each table). */
export const ZMergeMoves = z.array(z.object({ tabela: z.string(), quantidade: z.number().int() }));

export const ZMergePreview = z
  .object({
    manter: ZPersonProfile,
    duplicado: ZPersonProfile,
    /** The kept record's profile after the merge (its empty fields filled from the other's). */
    resultado: ZPersonProfile,
    movidos: ZMergeMoves,
    /** Why the merge cannot run now (error code), or null. */
    bloqueio: z.enum(['PERSON_MERGE_PLAY', 'PERSON_MERGE_STAFF']).nullable(),
  })
  .meta({ id: 'AdminMergePreview' });
export type TMergePreview = z.infer<typeof ZMergePreview>;

export const ZMergeResult = z
  .object({ usuarioId: z.number().int(), duplicado: z.number().int(), movidos: ZMergeMoves })
  .meta({ id: 'AdminMergeResult' });
export type TMergeResult = z.infer<typeof ZMergeResult>;
