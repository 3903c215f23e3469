import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { markChargePaid } from '../payments/gateways/sandbox/sandbox-vault.repository.ts';
import { SIGNATURE_HEADER, signWebhook } from '../payments/gateways/sandbox/webhook-signature.ts';
import type { PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { expireIfOverdue } from '../payments/payments.service.ts';
import type { StaffSession } from './admin.test-helpers.ts';
import { paymentRow } from './finance.test-helpers.ts';

/** Test-only builders of the money console's attention queue: signed gateway events, a Pix paid after it expired. */

export function gatewayEvent(churchId: number, referencia: string, status = 'aprovado', id = `evt_${randomUUID()}`) {
  return { id, tipo: 'pagamento.status', criadoEm: new Date().toISOString(), dados: { igreja: churchId, referencia, status } };
}

/** Posts a sandbox gateway event, signed, through the real webhook route; answers what the webhook did. */
export async function sendEvent(app: App, event: object): Promise<string> {
  const body = JSON.stringify(event);
  const res = await app.inject({
    method: 'POST',
    url: '/webhooks/pagamento/sandbox',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(app.paymentGateways.sandboxSecret, body, new Date()) },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`webhook ${res.statusCode} ${res.body}`);
  return res.json().resultado as string;
}

/** The Pix expires (the expiry's cancellation runs, its destination follows), then the payer's bank pays it anyway. */
export async function payAfterExpiry(app: App, church: PayingChurch, paymentId: number, eventId?: string) {
  await app.database.db
    .update(pagamento)
    .set({ expiraEm: new Date(Date.now() - 1000) })
    .where(eq(pagamento.id, paymentId));
  const overdue = await paymentRow(app, paymentId);
  await app.database.withChurch(church.id, (tx) => expireIfOverdue(app, tx, church.id, overdue, new Date()));
  const expired = await paymentRow(app, paymentId);
  if (expired.status !== 'cancelado') throw new Error(`not cancelled: ${expired.status}`);
  await app.database.withChurch(church.id, (tx) => markChargePaid(tx, church.id, expired.gatewayReferencia!));
  return sendEvent(app, gatewayEvent(church.id, expired.gatewayReferencia!, 'aprovado', eventId));
}

export function postNote(app: App, staff: StaffSession, url: string, payload: object) {
  return app.inject({ method: 'POST', url: `/api/v1/admin/${url}`, headers: { ...staff.headers, 'accept-language': 'en' }, payload });
}

export async function dashboardCount(app: App, staff: StaffSession, church: string, tipo: string): Promise<number | undefined> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/admin/${church}/dashboard`, headers: staff.headers });
  return (res.json().itens as { tipo: string; quantidade: number }[]).find((i) => i.tipo === tipo)?.quantidade;
}
