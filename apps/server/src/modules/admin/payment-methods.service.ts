import type { TAdminPaymentMethod, TAdminPaymentMethodList, ZPaymentMethodBody } from '@congrega/contract/admin/payment-methods';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { churchChanged } from '../church/church.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import * as repo from './payment-methods.repository.ts';

/**
 * The church's payment methods (finance view to read, finance admin to change). A change is one audited transaction
 * under the method's row lock; the member checkout's quotes and charges read the row itself (payments' findMethod),
 * so they take the new terms on their next request, and the church's bootstrap (its methods and installments) is
 * evicted after the commit on every copy.
 */
type Row = Awaited<ReturnType<typeof repo.listPaymentMethods>>[number];
const view = (row: Row): TAdminPaymentMethod => ({ ...row, codigo: row.codigo as TPaymentMethodCode });

export function paymentMethodList(ctx: AdminContext): Promise<TAdminPaymentMethodList> {
  return adminRead(ctx, async (tx, church) => ({ moeda: church.moeda, itens: (await repo.listPaymentMethods(tx, church.id)).map(view) }));
}

export async function paymentMethodUpdate(
  ctx: AdminContext,
  codigo: TPaymentMethodCode,
  body: z.output<typeof ZPaymentMethodBody>,
): Promise<TAdminPaymentMethod> {
  const result = await adminWrite(ctx, { area: 'finance', entidade: 'metodo_pagamento' }, async (tx, church) => {
    const before = await repo.findPaymentMethodForUpdate(tx, church.id, codigo);
    if (!before) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    const after = await repo.updatePaymentMethod(tx, church.id, codigo, body);
    return { result: view(after), audit: { entidadeId: codigo, acao: 'update', antes: before, depois: after } };
  });
  await churchChanged(ctx.app, ctx.staff.church.id);
  return result;
}
