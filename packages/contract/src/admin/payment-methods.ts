import { z } from 'zod';
import { PAYMENT_METHOD_CODES } from '../payments/constants.ts';
import { zChurchSlug } from './common.ts';

/**
 * The church's payment methods (table metodo_pagamento), administered by its treasurer (finance admin: money settings
 * are finance's, not the church admin's, staff-console.md). What the member app's checkout quotes and charges with:
 * installments, the fees (basis points of the value plus fixed cents, covered by the payer when they choose), the
 * limits of one payment (cents; null: the gateway's own) and the card's monthly interest (basis points).
 */
export const MAX_INSTALLMENTS = 12;
/**
 * The most a method's fee may be (basis points): 20%. The payer's share is grossed up as value / (1 - fee), so a fee
 * near 100% would price a gift at thousands of times its value (and 100% at nothing: no quote could be made).
 */
export const FEE_PERCENT_MAX = 2_000;
/** The most the card's monthly interest may be (basis points): 10% a month. */
export const MONTHLY_INTEREST_MAX = 1_000;
/** The most a fixed fee may be (cents): R$ 1.000,00. */
export const FIXED_FEE_MAX = 100_000;
const CENTS_MAX = 2_147_483_647;

const zInt = (min: number, max: number) =>
  z.number({ error: 'validation.integer' }).int('validation.integer').min(min, 'validation.minValue').max(max, 'validation.maxValue');

export const ZAdminPaymentMethod = z
  .object({
    codigo: z.enum(PAYMENT_METHOD_CODES),
    nome: z.string(),
    maxParcelas: z.number().int(),
    taxaPercentual: z.number().int(),
    taxaFixa: z.number().int(),
    valorMinimo: z.number().int().nullable(),
    valorMaximo: z.number().int().nullable(),
    jurosMensal: z.number().int(),
    flagAtivo: z.boolean(),
  })
  .meta({ id: 'AdminPaymentMethod' });
export type TAdminPaymentMethod = z.infer<typeof ZAdminPaymentMethod>;
/** The methods, with the church's currency (the amounts' and fixed fees'). */
export const ZAdminPaymentMethodList = z
  .object({ moeda: z.string(), itens: z.array(ZAdminPaymentMethod) })
  .meta({ id: 'AdminPaymentMethodList' });
export type TAdminPaymentMethodList = z.infer<typeof ZAdminPaymentMethodList>;

export const ZPaymentMethodParams = z.strictObject({
  church: zChurchSlug,
  codigo: z.enum(PAYMENT_METHOD_CODES, { error: 'validation.invalid' }),
});

/** PUT /admin/:church/finance/payment-methods/:codigo: the method's terms, whole. */
export const ZPaymentMethodBody = z
  .strictObject({
    maxParcelas: zInt(1, MAX_INSTALLMENTS),
    taxaPercentual: zInt(0, FEE_PERCENT_MAX),
    taxaFixa: zInt(0, FIXED_FEE_MAX),
    valorMinimo: zInt(1, CENTS_MAX).nullable(),
    valorMaximo: zInt(1, CENTS_MAX).nullable(),
    jurosMensal: zInt(0, MONTHLY_INTEREST_MAX),
    flagAtivo: z.boolean({ error: 'validation.invalid' }),
  })
  .refine((v) => v.valorMinimo === null || v.valorMaximo === null || v.valorMinimo <= v.valorMaximo, {
    path: ['valorMaximo'],
    message: 'validation.minAboveMax',
  })
  .meta({ id: 'AdminPaymentMethodBody' });
export type TPaymentMethodBody = z.input<typeof ZPaymentMethodBody>;
