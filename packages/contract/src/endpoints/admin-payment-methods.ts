import { ZAdminChurchParams } from '../admin/common.ts';
import { ZAdminPaymentMethod, ZAdminPaymentMethodList, ZPaymentMethodBody, ZPaymentMethodParams } from '../admin/payment-methods.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The church's payment methods in the staff console: the treasurer reads and changes their terms (audited). */
const common = { base: 'admin', auth: 'staff', tags: ['admin-finance'], cache: 'private' } as const;

export const paymentMethodList = defineEndpoint({
  ...common,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/payment-methods',
  summary: "The church's payment methods with their installments, fees, limits and interest (inactive ones too)",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminPaymentMethodList,
  errors: [401, 403, 404],
});

export const paymentMethodUpdate = defineEndpoint({
  ...common,
  grant: { area: 'finance', action: 'admin' },
  method: 'PUT',
  path: '/admin/:church/finance/payment-methods/:codigo',
  summary: "Change a payment method's terms (audited; the member checkout quotes them at once)",
  description:
    '404 PAYMENT_METHOD_NOT_FOUND for a method the church does not have. Installments 1 to 12, fees and interest not negative, ' +
    'the minimum not above the maximum.',
  params: ZPaymentMethodParams,
  body: ZPaymentMethodBody,
  status: 200,
  response: ZAdminPaymentMethod,
  errors: [400, 401, 403, 404],
});
