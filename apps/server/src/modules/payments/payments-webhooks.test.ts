import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIGNATURE_HEADER, signWebhook } from './gateways/sandbox/webhook-signature.ts';
import { createPayer, createPayingChurch, type PayingChurch } from './payments.fixtures.ts';
import { pagamento } from './payments.schema.ts';
import { expireIfOverdue } from './payments.service.ts';
import { eq } from 'drizzle-orm';

describe('gateway webhooks and the sandbox bank', () => {
  let t: TestApp;
  let church: PayingChurch;
  let payer: TestMember;
  const newPix = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/pagamento/',
        headers: { ...payer.headers, 'idempotency-key': randomUUID() },
        payload: { igreja: church.id, metodoPagamento: 'pix', motivos: [{ id: church.reasons.dizimo, valor: 5000 }] },
      })
    ).json();
  const referenceOf = async (id: number) => (await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, id)))[0]!;
  const send = (event: object, { secret = t.app.paymentGateways.sandboxSecret, at = new Date(), tamper = false } = {}) => {
    const body = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/pagamento/sandbox',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body, at) },
      payload: tamper ? body.replace('aprovado', 'cancelado') : body,
    });
  };
  const event = (reference: string, status: string, criadoEm = new Date().toISOString(), id = `evt_${randomUUID()}`) => ({
    id,
    tipo: 'pagamento.status',
    criadoEm,
    dados: { igreja: church.id, referencia: reference, status },
  });
  const statusOf = async (codigo: string) =>
    (await t.app.inject({ url: `/api/v1/usuario/${payer.usuarioId}/pagamento/?pedido=${codigo}`, headers: payer.headers })).json().status;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'webhooks');
    payer = await createPayer(t.app, church);
  });
  afterAll(() => t.close());

  it('refuses a forged signature, a tampered body and a stale timestamp (401), changing nothing', async () => {
    const p = await newPix();
    const ref = (await referenceOf(p.id)).gatewayReferencia!;
    expect((await send(event(ref, 'aprovado'), { secret: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await send(event(ref, 'aprovado'), { tamper: true })).statusCode).toBe(401);
    expect((await send(event(ref, 'aprovado'), { at: new Date(Date.now() - 6 * 60_000) })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/pagamento/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event(ref, 'aprovado')),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await statusOf(p.codigo)).toBe('pendente');
  });

  it('applies an event once: replayed five times, it changes the payment once', async () => {
    const p = await newPix();
    const ref = (await referenceOf(p.id)).gatewayReferencia!;
    const e = event(ref, 'aprovado');
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await send(e)).json().resultado);
    expect(results).toEqual(['aplicado', 'repetido', 'repetido', 'repetido', 'repetido', 'repetido']);
    expect(await statusOf(p.codigo)).toBe('aprovado');
  });

  it('never moves backwards: a late pending after approval, or an older event, is ignored', async () => {
    const p = await newPix();
    const ref = (await referenceOf(p.id)).gatewayReferencia!;
    const t0 = Date.now();
    expect((await send(event(ref, 'em_analise', new Date(t0).toISOString()))).json().resultado).toBe('aplicado');
    expect((await send(event(ref, 'pendente', new Date(t0 - 1000).toISOString()))).json().resultado).toBe('ignorado');
    expect(await statusOf(p.codigo)).toBe('em_analise');
    expect((await send(event(ref, 'aprovado', new Date(t0 + 1000).toISOString()))).json().resultado).toBe('aplicado');
    expect((await send(event(ref, 'pendente', new Date(t0 + 5000).toISOString()))).json().resultado).toBe('ignorado');
    expect(await statusOf(p.codigo)).toBe('aprovado');
  });

  it("an event naming another church's id finds nothing there", async () => {
    const other = await createPayingChurch(t.app, 'webhooks-b');
    const p = await newPix();
    const ref = (await referenceOf(p.id)).gatewayReferencia!;
    const res = await send({ ...event(ref, 'aprovado'), dados: { igreja: other.id, referencia: ref, status: 'aprovado' } });
    expect(res.json().resultado).toBe('desconhecido');
    expect(await statusOf(p.codigo)).toBe('pendente');
  });

  it('the sandbox bank pays a Pix code through the signed webhook; paying it twice is refused', async () => {
    const p = await newPix();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: church.host },
      payload: { copiaECola: p.pix.copiaECola },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pedido: p.codigo, status: 'aprovado' });
    expect(await statusOf(p.codigo)).toBe('aprovado');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: church.host },
      payload: { copiaECola: p.pix.copiaECola },
    });
    expect(twice.statusCode).toBe(409);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: church.host },
      payload: { copiaECola: 'not a pix code' },
    });
    expect(garbage.statusCode).toBe(404);
  });

  it('an expired Pix cannot be paid and reads as cancelled', async () => {
    const p = await newPix();
    await t.app.database.db
      .update(pagamento)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(pagamento.id, p.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: church.host },
      payload: { copiaECola: p.pix.copiaECola },
    });
    expect(res.statusCode).toBe(409);
    expect(await statusOf(p.codigo)).toBe('cancelado');
  });

  it('a read that saw the payment open and past its time never cancels an approval that landed meanwhile', async () => {
    const p = await newPix();
    await t.app.database.db
      .update(pagamento)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(pagamento.id, p.id));
    const stale = await referenceOf(p.id); // what a poll read, 'pendente' and expired, before the webhook committed
    await t.app.database.db.update(pagamento).set({ status: 'aprovado' }).where(eq(pagamento.id, p.id));
    const { payment, afterCommit } = await t.app.database.withChurch(church.id, (tx) =>
      expireIfOverdue(t.app, tx, church.id, stale, new Date()),
    );
    expect(stale.status).toBe('pendente');
    expect(payment.status).toBe('aprovado');
    expect(afterCommit).toBeUndefined();
    expect((await referenceOf(p.id)).status).toBe('aprovado');
  });

  it('the sandbox bank is off in production unless enabled', async () => {
    const prod = await createTestApp({ sandboxBank: false });
    try {
      const c = await createPayingChurch(prod.app, 'prod');
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/v1/sandbox-bank/pix',
        headers: { host: c.host },
        payload: { copiaECola: 'x' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SANDBOX_BANK_DISABLED');
    } finally {
      await prod.close();
    }
  });
});
