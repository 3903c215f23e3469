import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { gatewayPagamento } from '../payments/payments.schema.ts';
import { planoAssinatura, usuarioPlanoAssinatura, usuarioPlanoAssinaturaConteudo } from './play.schema.ts';

/**
 * Play: my list is deleted; subscriptions end at once ('inativo': the renewal runner never charges them again), the
 * reusable card token is forgotten at its gateway and wiped with the card details. The subscription rows stay
 * (their charges are payments, kept) without anything about the card.
 */
const sub = usuarioPlanoAssinatura;
const list = usuarioPlanoAssinaturaConteudo;

export const playPersonalData: PersonalDataHandler = {
  key: 'play',
  tables: ['usuario_plano_assinatura', 'usuario_plano_assinatura_conteudo'],
  exportData: async ({ tx, churchId, usuarioId }) => [
    ...(
      await tx
        .select({
          codigo: sub.codigo,
          plano: planoAssinatura.nome,
          situacao: sub.situacao,
          renovar: sub.renovar,
          validoAte: sub.validoAte,
          bandeira: sub.bandeira,
          ultimosDigitos: sub.ultimosDigitos,
          criadoEm: sub.criadoEm,
          canceladoEm: sub.canceladoEm,
        })
        .from(sub)
        .innerJoin(planoAssinatura, eq(planoAssinatura.id, sub.planoId))
        .where(and(eq(sub.igrejaId, churchId), eq(sub.usuarioId, usuarioId)))
    ).map((row) => ({ tipo: 'assinatura', ...row })),
    ...(
      await tx
        .select({ conteudoId: list.conteudoId, criadoEm: list.criadoEm })
        .from(list)
        .where(and(eq(list.igrejaId, churchId), eq(list.usuarioId, usuarioId)))
    ).map((row) => ({ tipo: 'minhaLista', ...row })),
  ],
  async erase({ app, tx, churchId, usuarioId, now, afterCommit }) {
    const own = and(eq(sub.igrejaId, churchId), eq(sub.usuarioId, usuarioId));
    const tokens = await tx
      .select({ token: sub.cartaoToken, impl: gatewayPagamento.implementacao })
      .from(sub)
      .leftJoin(gatewayPagamento, eq(gatewayPagamento.id, sub.idGatewayPagamento))
      .where(own);
    for (const { token, impl } of tokens) {
      const gateway = impl ? app.paymentGateways.get(impl) : undefined;
      // Once the deletion committed: a gateway is never called inside a transaction.
      if (gateway && token) afterCommit(() => gateway.forgetToken({ churchId, now }, token));
    }
    await tx
      .update(sub)
      .set({ situacao: 'inativo', renovar: false, proximaCobranca: null, cartaoToken: null, bandeira: null, ultimosDigitos: null })
      .where(own);
    await tx.delete(list).where(and(eq(list.igrejaId, churchId), eq(list.usuarioId, usuarioId)));
  },
};
