import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { envelopeLinesOf, unlinkEnvelopes } from './offerings.repository.ts';

/**
 * Cash offerings' rows about a member: the envelopes counted as theirs. Erasure unlinks them (the line's giver
 * becomes null, the only change migration 0029's trigger lets through on a committed batch): the amount stays in
 * its batch, which the church's books need. The staff who counted or committed are named by account id only, as in
 * the audit log (they point at the account's pseudonym after an erasure).
 */
export const offeringsPersonalData: PersonalDataHandler = {
  key: 'ofertasEnvelope',
  tables: ['oferta_lote_item'],
  exportData: async ({ tx, churchId, usuarioId }) =>
    (await envelopeLinesOf(tx, churchId, usuarioId)).map((l) => ({ tipo: 'envelope', ...l })),
  erase: async ({ tx, churchId, usuarioId }) => {
    await unlinkEnvelopes(tx, churchId, usuarioId);
  },
};
