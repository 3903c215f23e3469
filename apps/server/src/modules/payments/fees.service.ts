import type { TDefaultGateway, TFeeQuote, TInstallmentTable, TPaymentReason } from '@congrega/contract/payments/payment';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { grossUpForFees, installmentPlan } from '@congrega/contract/payments/installments';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../church/church-host.repository.ts';
import { assertHostChurch } from './payments-context.ts';
import { findDefaultGateway, findMethod, listReasons } from './payments.repository.ts';

/** Quotes: public, computed by the same functions the charge uses (packages/contract/src/payments/installments.ts). */

export async function getDefaultGateway(app: FastifyInstance): Promise<TDefaultGateway> {
  const row = await findDefaultGateway(app.database.db);
  const gateway = row && app.paymentGateways.get(row.implementacao);
  if (!row || !gateway) throw new AppError('NOT_FOUND');
  const c = gateway.capabilities;
  return {
    idGatewayPagamento: row.id,
    nome: row.nome,
    sandbox: gateway.sandbox,
    capacidades: {
      metodos: [...c.methods],
      moedas: [...c.currencies],
      parcelamento: { semJuros: c.installments.withoutInterest, comJuros: c.installments.withInterest, maxParcelas: c.installments.max },
      limites: Object.fromEntries(Object.entries(c.limits).map(([m, l]) => [m, { minimo: l.min, maximo: l.max }])),
      webhooks: c.webhooks,
      tokenizacaoCartao: c.cardTokenization,
    },
  };
}

export async function quoteFees(
  app: FastifyInstance,
  church: TenantChurch,
  query: { igreja: number; metodoPagamento: TPaymentMethodCode; valor: number; flagUsuarioTaxa: boolean },
): Promise<TFeeQuote> {
  assertHostChurch(church, query.igreja);
  const method = await app.database.withChurch(church.id, (tx) => findMethod(tx, church.id, query.metodoPagamento));
  if (!method) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const total = query.flagUsuarioTaxa
    ? grossUpForFees({ valueCents: query.valor, percentBp: method.taxaPercentual, fixedCents: method.taxaFixa })
    : query.valor;
  return {
    metodoPagamento: query.metodoPagamento,
    moeda: church.moeda,
    valor: query.valor,
    taxas: total - query.valor,
    total,
    flagUsuarioTaxa: query.flagUsuarioTaxa,
  };
}

/**
 * The installment table of a value: with interest at the church's card rate when `flagJuros`, plus
 * `valorTaxas` when `flagTaxasAdministrativas`; never more than the church's card installments.
 */
export async function quoteInstallments(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  query: { valor: number; flagJuros: boolean; flagTaxasAdministrativas: boolean; valorTaxas: number; maxParcelas: number },
): Promise<TInstallmentTable> {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  const method = await app.database.withChurch(church.id, (tx) => findMethod(tx, church.id, 'cartao_credito'));
  const max = Math.min(query.maxParcelas, method?.maxParcelas ?? 1);
  const value = query.valor + (query.flagTaxasAdministrativas ? query.valorTaxas : 0);
  const plan = installmentPlan({
    valueCents: value,
    maxInstallments: max,
    monthlyInterestBp: query.flagJuros ? (method?.jurosMensal ?? 0) : 0,
  });
  return {
    data: {
      data: plan.map((o) => ({ parcelas: o.parcelas, valorParcela: o.valorParcela, valores: o.valores, total: o.total, juros: o.juros })),
    },
  };
}

/** GET /igreja/{slug}/pagamento-motivo/: public (the giving screen lists them before login). */
export async function getPaymentReasons(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  doacao: 'true' | 'false' | undefined,
): Promise<TPaymentReason[]> {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  return app.database.withChurch(church.id, (tx) => listReasons(tx, church.id, doacao === 'true'));
}
