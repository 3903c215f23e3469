import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { inscricaoPush, notificacaoAbertura } from './notifications.schema.ts';

/**
 * The member's Web Push subscriptions (their browsers; the endpoint and keys are a capability, never exported:
 * only when each was made and last reached) and the notifications they opened: exported, deleted with the account.
 */
export const pushPersonalData: PersonalDataHandler = {
  key: 'notificacoesPush',
  tables: ['inscricao_push', 'notificacao_abertura'],
  exportData: async ({ tx, churchId, usuarioId }) => {
    const [subscriptions, opens] = await Promise.all([
      tx
        .select({ id: inscricaoPush.id, dataCadastro: inscricaoPush.dataCadastro, ultimoSucesso: inscricaoPush.ultimoSucesso })
        .from(inscricaoPush)
        .where(and(eq(inscricaoPush.igrejaId, churchId), eq(inscricaoPush.usuarioId, usuarioId))),
      tx
        .select({ notificacaoId: notificacaoAbertura.notificacaoId, dataCadastro: notificacaoAbertura.dataCadastro })
        .from(notificacaoAbertura)
        .where(and(eq(notificacaoAbertura.igrejaId, churchId), eq(notificacaoAbertura.usuarioId, usuarioId))),
    ]);
    return [...subscriptions.map((s) => ({ tipo: 'inscricao', ...s })), ...opens.map((o) => ({ tipo: 'abertura', ...o }))];
  },
  erase: async ({ tx, churchId, usuarioId }) => {
    await tx.delete(inscricaoPush).where(and(eq(inscricaoPush.igrejaId, churchId), eq(inscricaoPush.usuarioId, usuarioId)));
    await tx
      .delete(notificacaoAbertura)
      .where(and(eq(notificacaoAbertura.igrejaId, churchId), eq(notificacaoAbertura.usuarioId, usuarioId)));
  },
};
