import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { deleteAllAddresses, listAddresses } from './addresses.repository.ts';
import { deleteAllChildren, listChildren } from './children.repository.ts';

/** Children and addresses: exported as stored, deleted with the account. */
export const childrenPersonalData: PersonalDataHandler = {
  key: 'criancas',
  tables: ['usuario_crianca'],
  exportData: async ({ tx, churchId, usuarioId }) =>
    (await listChildren(tx, churchId, usuarioId)).map(({ igrejaId: _i, usuarioId: _u, ...row }) => row),
  erase: ({ tx, churchId, usuarioId }) => deleteAllChildren(tx, churchId, usuarioId),
};

export const addressesPersonalData: PersonalDataHandler = {
  key: 'enderecos',
  tables: ['usuario_endereco'],
  exportData: async ({ tx, churchId, usuarioId }) =>
    (await listAddresses(tx, churchId, usuarioId)).map(({ igrejaId: _i, usuarioId: _u, ...row }) => row),
  erase: ({ tx, churchId, usuarioId }) => deleteAllAddresses(tx, churchId, usuarioId),
};
