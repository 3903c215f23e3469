import { randomBytes } from 'node:crypto';
import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import type { TGatewayWebhookEvent } from '@congrega/contract/payments/sandbox-bank';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { markChargePaid } from './gateways/sandbox/sandbox-vault.repository.ts';
import { SIGNATURE_HEADER, signWebhook } from './gateways/sandbox/webhook-signature.ts';
import { findPaymentByBoletoLine, findPaymentByCode, findPaymentByPixTxid, type PaymentRow } from './payments.repository.ts';
import { parseBrCode } from './sandbox/br-code.ts';
import { linhaDigitavelValid } from './sandbox/boleto.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The sandbox bank: what a payer's bank (or a card issuer's review) does, for development and demos. It finds the
 * host church's payment a Pix code or boleto line names and sends the sandbox gateway's signed webhook through the
 * real webhook route, so settling exercises exactly the path a real provider's event takes.
 */

function assertEnabled(app: FastifyInstance) {
  if (!app.config.sandboxBank) throw new AppError('SANDBOX_BANK_DISABLED');
}

/** The sandbox gateway's webhook deliveries that failed once, retried with back-off (payments.jobs.ts), as providers do. */
export const WEBHOOK_DELIVERY_JOB = 'payments.sandbox-webhook-delivery';

/** Posts a signed event to the webhook route; false when it was not accepted (the caller retries later). */
export async function postSandboxEvent(app: FastifyInstance, event: TGatewayWebhookEvent): Promise<boolean> {
  const body = JSON.stringify(event);
  const res = await app.inject({
    method: 'POST',
    url: '/webhooks/pagamento/sandbox',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(app.paymentGateways.sandboxSecret, body, new Date()) },
    payload: body,
  });
  return res.statusCode === 200;
}

/**
 * Sends a sandbox gateway event now; if the webhook route does not accept it (the database is down, say), the
 * delivery job retries it with back-off, as a real provider retries its webhooks.
 */
export async function deliverSandboxEvent(app: FastifyInstance, event: TGatewayWebhookEvent): Promise<void> {
  const delivered = await postSandboxEvent(app, event).catch(() => false);
  if (!delivered) await app.jobs.send(WEBHOOK_DELIVERY_JOB, event);
}

/** The bank pays or settles: the sandbox gateway records it (a paid charge can be refunded), then posts its event. */
async function deliver(app: FastifyInstance, church: TenantChurch, payment: PaymentRow, status: TPaymentStatus) {
  if (status === 'aprovado') await app.database.withChurch(church.id, (tx) => markChargePaid(tx, church.id, payment.gatewayReferencia!));
  await deliverSandboxEvent(app, {
    id: `evt_sbx_${randomBytes(12).toString('base64url')}`,
    tipo: 'pagamento.status',
    criadoEm: new Date().toISOString(),
    dados: { igreja: church.id, referencia: payment.gatewayReferencia!, status },
  });
  const after = await app.database.withChurch(church.id, (tx) => findPaymentByCode(tx, church.id, payment.codigo));
  return { pedido: payment.codigo, status: after!.status as TPaymentStatus };
}

function requireOpen(payment: PaymentRow | undefined, method: string[], statuses: string[]): PaymentRow {
  if (!payment || payment.gatewayReferencia === null) throw new AppError('PAYMENT_NOT_FOUND');
  if (!method.includes(payment.metodo ?? '') || !statuses.includes(payment.status)) throw new AppError('PAYMENT_NOT_SETTLEABLE');
  // A bank refuses an expired Pix code or an overdue slip.
  if (payment.expiraEm && payment.expiraEm <= new Date() && payment.metodo !== 'dinheiro') throw new AppError('PAYMENT_NOT_SETTLEABLE');
  return payment;
}

export async function payPix(app: FastifyInstance, church: TenantChurch, copiaECola: string) {
  assertEnabled(app);
  const code = parseBrCode(copiaECola);
  if (!code?.txid) throw new AppError('PAYMENT_NOT_FOUND', {}, { fields: { copiaECola: 'error.PAYMENT_NOT_FOUND' } });
  const payment = await app.database.withChurch(church.id, (tx) => findPaymentByPixTxid(tx, church.id, code.txid!));
  const open = requireOpen(payment, ['pix'], ['pendente']);
  if (code.amountCents !== undefined && code.amountCents !== open.total) throw new AppError('PAYMENT_NOT_SETTLEABLE');
  return deliver(app, church, open, 'aprovado');
}

export async function payBoleto(app: FastifyInstance, church: TenantChurch, linhaDigitavel: string) {
  assertEnabled(app);
  const line = linhaDigitavel.replace(/\D/g, '');
  if (!linhaDigitavelValid(line)) throw new AppError('PAYMENT_NOT_FOUND', {}, { fields: { linhaDigitavel: 'error.PAYMENT_NOT_FOUND' } });
  const payment = await app.database.withChurch(church.id, (tx) => findPaymentByBoletoLine(tx, church.id, line));
  return deliver(app, church, requireOpen(payment, ['boleto'], ['pendente']), 'aprovado');
}

/** Approves or cancels a card in review or an ACH transfer waiting for the bank. */
export async function settle(app: FastifyInstance, church: TenantChurch, pedido: string, resultado: 'aprovado' | 'cancelado') {
  assertEnabled(app);
  const payment = await app.database.withChurch(church.id, (tx) => findPaymentByCode(tx, church.id, pedido));
  const open = requireOpen(
    payment,
    ['cartao_credito', 'ach', 'dinheiro', 'carteira_digital'],
    ['em_analise', 'nao_aprovado', 'aguardando'],
  );
  return deliver(app, church, open, resultado);
}
