import type { TPaymentMethod } from '@congrega/contract/church';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { PAYMENT_METHOD_CODES } from '@congrega/contract/payments/constants';

/** Spec sections 5 and 8: Pix and boleto only for payers whose address is in Brazil. */
export const BRAZIL_ONLY_METHODS: ReadonlySet<string> = new Set<TPaymentMethodCode>(['pix', 'boleto']);

/** The methods a payer may choose: the ones passed in, minus Pix and boleto without a Brazilian address. */
export function payableMethods<M extends Pick<TPaymentMethod, 'codigo'>>(methods: readonly M[], brazilianAddress: boolean): M[] {
  return methods.filter((m) => brazilianAddress || !BRAZIL_ONLY_METHODS.has(m.codigo));
}

/** Whether a profile's country (`pais`, ISO code) is Brazil. */
export function isBrazilianAddress(country: string | null | undefined): boolean {
  return country?.trim().toUpperCase() === 'BR';
}

export function isKnownMethod(code: string): code is TPaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(code);
}

/** The card gateway of the church (saved cards of another gateway cannot pay here). */
export function cardGatewayId(methods: readonly TPaymentMethod[]): number | undefined {
  return methods.find((m) => m.codigo === 'cartao_credito')?.idGatewayPagamento;
}
