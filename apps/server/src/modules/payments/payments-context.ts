import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import type { PaymentContext } from './payment-core.ts';
import { findCardGateway } from './payments.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/** The payment context of a use case, inside its church transaction. */
export function paymentContext(
  app: FastifyInstance,
  tx: Tx,
  church: TenantChurch,
  usuarioId: number | null,
  locale: TLocale,
): PaymentContext {
  return { tx, church, usuarioId, locale, now: new Date(), gatewayFor: (impl) => app.paymentGateways.get(impl) };
}

/** The church's card gateway (its card method's), or 422 PAYMENT_METHOD_UNAVAILABLE when it takes no cards. */
export async function cardGateway(app: FastifyInstance, tx: Tx, churchId: number): Promise<{ id: number; gateway: PaymentGateway }> {
  const row = await findCardGateway(tx, churchId);
  const gateway = row && app.paymentGateways.get(row.implementacao);
  if (!row || !gateway?.capabilities.cardTokenization) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  return { id: row.idGatewayPagamento, gateway };
}

/** `?igreja=` / path church ids must be the host's church; any other answers 404 as if it did not exist. */
export function assertHostChurch(church: TenantChurch, id: number): void {
  if (id !== church.id) throw new AppError('CHURCH_NOT_FOUND');
}
