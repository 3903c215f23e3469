import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { deleteReceiptsOfMember, receiptsOfMember } from './receipts.repository.ts';

/**
 * The yearly donation receipts drawn for a member (their name, CPF and gifts in a PDF). Export lists which years
 * were drawn and e-mailed (the gifts themselves are in the payments' and envelopes' exports); erasure deletes the
 * receipts, PDFs included: a generation's counts then leave them out.
 */
export const receiptsPersonalData: PersonalDataHandler = {
  key: 'informesDoacao',
  tables: ['informe_doacao'],
  exportData: async ({ tx, churchId, usuarioId }) =>
    (await receiptsOfMember(tx, churchId, usuarioId)).map((r) => ({
      ano: r.ano,
      geradoEm: r.geradoEm?.toISOString() ?? null,
      enviadoEm: r.enviadoEm?.toISOString() ?? null,
    })),
  erase: async ({ tx, churchId, usuarioId }) => {
    await deleteReceiptsOfMember(tx, churchId, usuarioId);
  },
};
