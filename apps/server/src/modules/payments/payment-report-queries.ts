import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import type { Tx } from '../../db/client.ts';
import { feesByMonthMethod, giftsByReasonMonth, refundsByMonthMethod } from './payment-reports.repository.ts';

/**
 * The money console's yearly reports of payments (issue 31), run in the console's church transaction: the
 * aggregates of payment-reports.repository.ts as numbers. `timeZone` is the church's, resolved.
 */

export type GiftMonth = { ano: number; mes: number; motivoId: number | null; motivo: string | null; valor: number };
export type FeeMonth = { mes: number; metodo: TPaymentMethodCode | null; pagamentos: number; bruto: number; taxas: number };
export type RefundMonth = { mes: number; metodo: TPaymentMethodCode | null; quantidade: number; valor: number };

/** Online gifts per reason and month of `ano` and of the year before. */
export async function giftMonths(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<GiftMonth[]> {
  return (await giftsByReasonMonth(tx, churchId, ano, timeZone)).map((r) => ({
    ano: Number(r.ano),
    mes: Number(r.mes),
    motivoId: r.motivo_id === null ? null : Number(r.motivo_id),
    motivo: r.motivo,
    valor: Number(r.valor),
  }));
}

export async function feeMonths(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<FeeMonth[]> {
  return (await feesByMonthMethod(tx, churchId, ano, timeZone)).map((r) => ({
    mes: Number(r.mes),
    metodo: r.metodo as TPaymentMethodCode | null,
    pagamentos: Number(r.pagamentos),
    bruto: Number(r.bruto),
    taxas: Number(r.taxas),
  }));
}

export async function refundMonths(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<RefundMonth[]> {
  return (await refundsByMonthMethod(tx, churchId, ano, timeZone)).map((r) => ({
    mes: Number(r.mes),
    metodo: r.metodo as TPaymentMethodCode | null,
    quantidade: Number(r.quantidade),
    valor: Number(r.valor),
  }));
}
