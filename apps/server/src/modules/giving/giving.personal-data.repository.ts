import { and, eq, sql } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { gatewayPagamento } from '../payments/payments.schema.ts';
import { doacaoRecorrente } from './giving.schema.ts';

/**
 * Recurring gifts: cancelled at once (the runner never charges them again), the reusable card token forgotten
 * at its gateway and wiped here. The rows stay (their charges are payments, kept) without any card detail.
 */
const own = (churchId: number, usuarioId: number) =>
  and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.usuarioId, usuarioId));

export const givingPersonalData: PersonalDataHandler = {
  key: 'doacoesRecorrentes',
  tables: ['doacao_recorrente'],
  exportData: ({ tx, churchId, usuarioId }) =>
    tx
      .select({
        id: doacaoRecorrente.id,
        valor: doacaoRecorrente.valor,
        moeda: doacaoRecorrente.moeda,
        recorrenciaDias: doacaoRecorrente.recorrenciaDias,
        status: doacaoRecorrente.status,
        bandeira: doacaoRecorrente.bandeira,
        ultimosDigitos: doacaoRecorrente.ultimosDigitos,
        criadoEm: doacaoRecorrente.criadoEm,
      })
      .from(doacaoRecorrente)
      .where(own(churchId, usuarioId)),
  async erase({ app, tx, churchId, usuarioId, now, afterCommit }) {
    const gifts = await tx
      .select({
        id: doacaoRecorrente.id,
        token: doacaoRecorrente.cartaoToken,
        impl: gatewayPagamento.implementacao,
        status: doacaoRecorrente.status,
      })
      .from(doacaoRecorrente)
      .leftJoin(gatewayPagamento, eq(gatewayPagamento.id, doacaoRecorrente.idGatewayPagamento))
      .where(own(churchId, usuarioId));
    for (const gift of gifts) {
      const gateway = gift.impl ? app.paymentGateways.get(gift.impl) : undefined;
      const token = gift.token;
      // Once the deletion committed: a gateway is never called inside a transaction.
      if (gateway && token) afterCommit(() => gateway.forgetToken({ churchId, now }, token));
    }
    await tx
      .update(doacaoRecorrente)
      .set({
        status: 'cancelada',
        motivoPausa: null,
        proximaData: null,
        cartaoToken: '',
        bandeira: '',
        ultimosDigitos: '',
        canceladoEm: sql`coalesce(${doacaoRecorrente.canceladoEm}, ${now.toISOString()}::timestamptz)`,
        atualizadoEm: now,
      })
      .where(own(churchId, usuarioId));
  },
};
