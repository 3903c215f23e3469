import { currencyFormat } from '@congrega/contract/money';
import type { TPaymentDestination, TPaymentMethodCode, TPaymentStatus } from '@congrega/contract/payments/constants';
import type { TPayment } from '@congrega/contract/payments/payment';
import type { TLocale } from '@congrega/contract/locale';
import type { PaymentRow } from './payments.repository.ts';

/** A payment row as its payer sees it (contract TPayment). */
export function toPayment(row: PaymentRow): TPayment {
  const d = row.detalhes as Partial<Pick<TPayment, 'cartao' | 'pix' | 'boleto' | 'carteiraDigital' | 'dinheiro' | 'ach'>>;
  return {
    id: row.id,
    codigo: row.codigo,
    status: row.status as TPaymentStatus,
    metodoPagamento: row.metodo as TPaymentMethodCode | null,
    idGatewayPagamento: row.idGatewayPagamento,
    // The event of a registration's payment comes from the events module (destination hooks' describe).
    destino: { tipo: row.destinoTipo as TPaymentDestination, descricao: row.descricao, idEvento: null },
    moeda: row.moeda,
    valor: row.valor,
    taxas: row.taxas,
    total: row.total,
    parcelas: row.parcelas,
    valorParcela: row.valorParcela,
    dataCadastro: row.criadoEm.toISOString(),
    dataPagamento: row.pagoEm?.toISOString() ?? null,
    cartao: d.cartao ?? null,
    pix: d.pix ?? null,
    boleto: d.boleto ?? null,
    carteiraDigital: d.carteiraDigital ?? null,
    dinheiro: d.dinheiro ?? null,
    ach: d.ach ?? null,
    // Filled by the giving module when the payment set up or belongs to a recurring gift.
    recorrencia: null,
    recorrenciaFalhou: (row.detalhes as { recorrenciaFalhou?: unknown }).recorrenciaFalhou === true,
  };
}

/** Money in the reader's language and the church's currency (error messages, e-mails). */
export function formatMoney(cents: number, currency: string, locale: TLocale): string {
  return currencyFormat(locale, currency).format(cents / 100);
}
