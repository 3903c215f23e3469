import { type PaymentContext, type PaymentOrder, newOrderCode } from './payment-core.ts';
import { insertPayment, type PaymentRow } from './payments.repository.ts';

/**
 * Records a registration that costs nothing (a free event): a 'gratuito' payment of 0 with no method, so the
 * thank-you and status pages read it like any other payment. Nothing is charged.
 */
export async function recordFreeOrder(ctx: PaymentContext, destino: PaymentOrder['destino']): Promise<PaymentRow> {
  return insertPayment(
    ctx.tx,
    ctx.church.id,
    {
      codigo: newOrderCode(),
      idUsuario: ctx.usuarioId,
      destinoTipo: destino.tipo,
      destinoId: destino.id,
      descricao: destino.descricao,
      metodo: null,
      idGatewayPagamento: null,
      moeda: ctx.church.moeda,
      valor: 0,
      taxas: 0,
      total: 0,
      parcelas: 1,
      valorParcela: 0,
      status: 'gratuito',
      pagoEm: ctx.now,
      idioma: ctx.locale,
    },
    [],
  );
}
