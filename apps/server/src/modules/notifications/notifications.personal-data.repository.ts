import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { notificacao } from './notifications.schema.ts';

/** Notifications addressed to the member (not the church-wide ones): exported, deleted with the account. */
const own = (churchId: number, usuarioId: number) => and(eq(notificacao.igrejaId, churchId), eq(notificacao.usuarioId, usuarioId));

export const notificationsPersonalData: PersonalDataHandler = {
  key: 'notificacoes',
  tables: ['notificacao'],
  exportData: ({ tx, churchId, usuarioId }) =>
    tx
      .select({
        id: notificacao.id,
        titulo: notificacao.titulo,
        corpo: notificacao.corpo,
        tipo: notificacao.tipo,
        dataCadastro: notificacao.dataCadastro,
      })
      .from(notificacao)
      .where(own(churchId, usuarioId)),
  erase: async ({ tx, churchId, usuarioId }) => {
    await tx.delete(notificacao).where(own(churchId, usuarioId));
  },
};
