import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler, PersonalRecord } from '../../core/personal-data.ts';
import { cartaoSalvo, gatewayPagamento, idempotencia, pagamento } from './payments.schema.ts';

/**
 * Payments. Saved cards are forgotten at their gateway (the token stops working there) and deleted; the stored
 * idempotent answers are deleted. Payments themselves are financial records the church must keep: they stay,
 * still naming the client account, which the account deletion turns into a pseudonym (no name, e-mail, CPF or
 * phone left on it), and hold no payer name themselves (only brand and last four digits of a card).
 */
export const paymentsPersonalData: PersonalDataHandler = {
  key: 'pagamentos',
  tables: ['pagamento', 'cartao_salvo', 'idempotencia'],
  async exportData({ tx, churchId, usuarioId }) {
    const payments = await tx
      .select({
        codigo: pagamento.codigo,
        descricao: pagamento.descricao,
        metodo: pagamento.metodo,
        moeda: pagamento.moeda,
        total: pagamento.total,
        status: pagamento.status,
        criadoEm: pagamento.criadoEm,
        pagoEm: pagamento.pagoEm,
      })
      .from(pagamento)
      .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.idUsuario, usuarioId)));
    const cards = await tx
      .select({
        bandeira: cartaoSalvo.bandeira,
        ultimosDigitos: cartaoSalvo.ultimosDigitos,
        mesValidade: cartaoSalvo.mesValidade,
        anoValidade: cartaoSalvo.anoValidade,
        titular: cartaoSalvo.titular,
        criadoEm: cartaoSalvo.criadoEm,
      })
      .from(cartaoSalvo)
      .where(and(eq(cartaoSalvo.igrejaId, churchId), eq(cartaoSalvo.idUsuario, usuarioId)));
    return [
      ...payments.map((p): PersonalRecord => ({ tipo: 'pagamento', ...p })),
      ...cards.map((c): PersonalRecord => ({ tipo: 'cartaoSalvo', ...c })),
    ];
  },
  async erase({ app, tx, churchId, usuarioId, now, afterCommit }) {
    const cards = await tx
      .delete(cartaoSalvo)
      .where(and(eq(cartaoSalvo.igrejaId, churchId), eq(cartaoSalvo.idUsuario, usuarioId)))
      .returning({ token: cartaoSalvo.token, idGateway: cartaoSalvo.idGatewayPagamento });
    for (const card of cards) {
      const [row] = await tx
        .select({ impl: gatewayPagamento.implementacao })
        .from(gatewayPagamento)
        .where(eq(gatewayPagamento.id, card.idGateway));
      const gateway = row && app.paymentGateways.get(row.impl);
      // The gateway forgets it once the deletion committed (a gateway is never called inside a transaction).
      if (gateway) afterCommit(() => gateway.forgetToken({ churchId, now }, card.token));
      else app.log.warn({ gateway: card.idGateway }, 'saved card of an unknown gateway: deleted here only');
    }
    await tx.delete(idempotencia).where(and(eq(idempotencia.igrejaId, churchId), eq(idempotencia.idUsuario, usuarioId)));
  },
};
