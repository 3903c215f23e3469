import { z } from 'zod';
import { ZChurchIdQuery, ZChurchSlugParams } from '../church.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZDefaultGateway,
  ZFeeQuery,
  ZFeeQuote,
  ZInstallmentQuery,
  ZInstallmentTable,
  ZPayment,
  ZPaymentByCodeParams,
  ZPaymentByCodeQuery,
  ZPaymentCreateBody,
  ZPaymentReasonList,
  ZPaymentReasonQuery,
} from '../payments/payment.ts';
import { ZSandboxPayBoleto, ZSandboxPayPix, ZSandboxResult, ZSandboxSettle } from '../payments/sandbox-bank.ts';
import {
  ZCardToken,
  ZCardTokenBody,
  ZCardTokenParams,
  ZSaveCardBody,
  ZSavedCard,
  ZSavedCardList,
  ZSavedCardListParams,
} from '../payments/cards.ts';
import { ZIdParams } from '../common.ts';

/** Payments (spec section 7, "Giving and payments" and cards). Amounts are integer cents. */
const tags = ['Payments'] as const;

export const getDefaultGateway = defineEndpoint({
  method: 'GET',
  path: '/global-settings/default-payment-gateway',
  summary: 'The installation default payment gateway and what it supports',
  tags,
  auth: 'none',
  cache: 60,
  status: 200,
  response: ZDefaultGateway,
  errors: [404],
});

export const quoteFees = defineEndpoint({
  method: 'GET',
  path: '/pagamento/calcular-taxas',
  summary: 'Fees of a method for a value (the church sets them per method)',
  description: '`flagUsuarioTaxa=true`: the payer covers the fees, so `total` is what they pay for the church to receive `valor`.',
  tags,
  auth: 'none',
  // Never kept by a browser or proxy: a method's terms changed in the console price the next quote at once.
  cache: 'private',
  query: ZFeeQuery,
  status: 200,
  response: ZFeeQuote,
  errors: [400, 404, 422],
});

export const quoteInstallments = defineEndpoint({
  method: 'GET',
  path: '/igreja/:slug/calcula-taxas-parcelamento-juros',
  summary: 'Installment options for a value, with or without interest (result in data.data)',
  tags,
  auth: 'none',
  // Never kept by a browser or proxy: a method's terms changed in the console price the next quote at once.
  cache: 'private',
  params: ZChurchSlugParams,
  query: ZInstallmentQuery,
  status: 200,
  response: ZInstallmentTable,
  errors: [400, 404],
});

export const listPaymentReasons = defineEndpoint({
  method: 'GET',
  path: '/igreja/:slug/pagamento-motivo/',
  summary: "The church's active payment reasons (tithe, offering, missions...); `doacao=true`: those open to giving",
  tags,
  auth: 'none',
  cache: 60,
  params: ZChurchSlugParams,
  query: ZPaymentReasonQuery,
  status: 200,
  response: ZPaymentReasonList,
  errors: [400, 404],
});

export const createCardToken = defineEndpoint({
  method: 'POST',
  path: '/general/payment/church/:id/card/token',
  summary: 'Tokenize a card (the gateway side: the number and CVV are never stored)',
  description:
    'Sandbox test numbers: 4111 1111 1111 1111 approved; 4000 0000 0000 0002 declined; 4000 0000 0000 0101 in review (settled by the sandbox bank). Tokens serve one payment within 15 minutes unless the card is saved.',
  tags,
  auth: 'optional',
  cache: 'private',
  params: ZCardTokenParams,
  body: ZCardTokenBody,
  status: 201,
  response: ZCardToken,
  errors: [400, 401, 404, 422, 429],
});

export const listSavedCards = defineEndpoint({
  method: 'GET',
  path: '/usuario/:church/:userId/cartoes',
  summary: "The member's saved cards, grouped by gateway",
  tags,
  auth: 'member',
  cache: 'private',
  params: ZSavedCardListParams,
  status: 200,
  response: ZSavedCardList,
  errors: [400, 401, 403, 404],
});

export const saveCard = defineEndpoint({
  method: 'POST',
  path: '/usuario-cartao-gateway-pagamento/',
  summary: 'Save a tokenized card for later payments',
  tags,
  auth: 'member',
  cache: 'private',
  query: ZChurchIdQuery,
  body: ZSaveCardBody,
  status: 201,
  response: ZSavedCard,
  errors: [400, 401, 403, 404, 409, 422],
});

export const deleteSavedCard = defineEndpoint({
  method: 'DELETE',
  path: '/usuario-cartao-gateway-pagamento/:id',
  summary: 'Remove a saved card',
  tags,
  auth: 'member',
  cache: 'private',
  params: ZIdParams.strict(),
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const createPayment = defineEndpoint({
  method: 'POST',
  path: '/pagamento/',
  summary: 'Pay (donation): one payment over one or more reasons; a guest gift without a bearer where the church allows it',
  description:
    "Requires an `Idempotency-Key` header: the same key and body answer the first result again; the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED. Fees and totals are computed here. Without a bearer: a guest gift with `dadosUsuarioNaoCadastrado` (name, e-mail, country; CPF for Pix and boleto), only where the giving settings say `flagConvidado` (else 401 UNAUTHENTICATED), one-off (a recurring gift answers 422 GUEST_RECURRENCE_NOT_ALLOWED), no saved card; the receipt goes to the guest's e-mail.",
  tags,
  auth: 'optional',
  cache: 'private',
  body: ZPaymentCreateBody,
  status: 201,
  response: ZPayment,
  errors: [400, 401, 402, 403, 404, 409, 422, 429],
});

export const getPaymentByCode = defineEndpoint({
  method: 'GET',
  path: '/usuario/:userId/pagamento/',
  summary: "One of the member's payments by order code (the status page polls it)",
  tags,
  auth: 'member',
  cache: 'private',
  params: ZPaymentByCodeParams,
  query: ZPaymentByCodeQuery,
  status: 200,
  response: ZPayment,
  errors: [400, 401, 403, 404],
});

const sandbox = {
  tags: ['Sandbox bank'],
  auth: 'none',
  cache: 'private',
  status: 200,
  response: ZSandboxResult,
  errors: [400, 404, 409, 422, 429],
} as const;

export const sandboxPayPix = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: '/sandbox-bank/pix',
  summary: 'Sandbox bank: pay a Pix "copia e cola" code of this church (sends the signed webhook)',
  body: ZSandboxPayPix,
});

export const sandboxPayBoleto = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: '/sandbox-bank/boleto',
  summary: 'Sandbox bank: pay a boleto line of this church (sends the signed webhook)',
  body: ZSandboxPayBoleto,
});

export const sandboxSettle = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: '/sandbox-bank/liquidar',
  summary: 'Sandbox bank: approve or cancel a card in review or an ACH transfer by order code',
  body: ZSandboxSettle,
});
