import type { TPayment } from '@congrega/contract/payments/payment';

/** A payment as the API answers it, for unit tests; they override method, status and the method's part. */
export function testPayment(overrides: Partial<TPayment> = {}): TPayment {
  return {
    id: 1,
    codigo: 'PED-0001',
    status: 'pendente',
    metodoPagamento: 'pix',
    idGatewayPagamento: 1,
    destino: { tipo: 'doacao', descricao: 'Dízimo', idEvento: null },
    moeda: 'BRL',
    valor: 5000,
    taxas: 50,
    total: 5050,
    parcelas: 1,
    valorParcela: 5050,
    dataCadastro: '2026-03-10T12:00:00.000Z',
    dataPagamento: null,
    cartao: null,
    pix: null,
    boleto: null,
    carteiraDigital: null,
    dinheiro: null,
    ach: null,
    recorrencia: null,
    recorrenciaFalhou: false,
    ...overrides,
  };
}
