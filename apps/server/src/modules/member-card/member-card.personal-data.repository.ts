import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { deleteMemberCards, listMemberCards } from './member-card.repository.ts';

/** The member card the church issued: exported as stored, deleted with the account (its QR links then verify as nothing). */
export const memberCardPersonalData: PersonalDataHandler = {
  key: 'carteirinhas',
  tables: ['usuario_carteirinha'],
  exportData: async ({ tx, churchId, usuarioId }) =>
    (await listMemberCards(tx, churchId, usuarioId)).map(({ igrejaId: _i, usuarioId: _u, ...row }) => row),
  erase: ({ tx, churchId, usuarioId }) => deleteMemberCards(tx, churchId, usuarioId),
};
