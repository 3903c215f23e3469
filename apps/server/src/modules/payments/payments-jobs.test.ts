// @module-tag engine: differs by engine, so CI runs it on PGlite as well as PostgreSQL (ARCHITECTURE.md "Testing").
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { EXPIRE_JOB, RECEIPT_JOB } from './payments.jobs.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from './payments.fixtures.ts';
import { pagamento } from './payments.schema.ts';
import { WEBHOOK_DELIVERY_JOB } from './sandbox-bank.service.ts';

describe('payment jobs: receipts and expiry', () => {
  let t: TestApp;
  let church: PayingChurch;
  let payer: TestMember;
  let dataDir: string;
  const outbox = async () => {
    const dir = path.join(dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  };
  const pay = async (payload: Record<string, unknown>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/pagamento/',
        headers: { ...payer.headers, 'accept-language': 'en', 'idempotency-key': randomUUID() },
        payload: { igreja: church.id, motivos: [{ id: church.reasons.oferta, valor: 12_345 }], ...payload },
      })
    ).json();

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-jobs-'));
    t = await createTestApp({ dataDir });
    church = await createPayingChurch(t.app, 'recibos');
    payer = await createPayer(t.app, church);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('an approved payment gets one receipt e-mail in the language it was paid in, without card data', async () => {
    const future = `12/${(new Date().getFullYear() + 2) % 100}`;
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: payer.headers,
        payload: { numero: TEST_CARDS.approved, titular: 'Ana', cvv: '123', validade: future },
      })
    ).json().token;
    const p = await pay({ metodoPagamento: 'cartao_credito', cartao: { token }, salvarCartao: false });
    expect(p.status).toBe('aprovado');
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBe(1);
    const mails = (await outbox()).filter((m) => m.includes(p.codigo));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`receipt for payment ${p.codigo}`);
    expect(mails[0]).toContain('R$123.45');
    expect(mails[0]).not.toContain('4111');
    // A second queued receipt of the same payment finds it sent.
    await t.app.jobs.send(RECEIPT_JOB, { churchId: church.id, paymentId: p.id });
    await t.app.jobs.drain(RECEIPT_JOB);
    expect((await outbox()).filter((m) => m.includes(p.codigo))).toHaveLength(1);
  });

  it('a Pix paid through the webhook gets its receipt; an unpaid one is cancelled by the expiry job', async () => {
    const paid = await pay({ metodoPagamento: 'pix' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: church.host },
      payload: { copiaECola: paid.pix.copiaECola },
    });
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBe(1);
    const unpaid = await pay({ metodoPagamento: 'pix' });
    const open = await pay({ metodoPagamento: 'pix' });
    await t.app.database.db
      .update(pagamento)
      .set({ expiraEm: new Date(Date.now() - 60_000) })
      .where(eq(pagamento.id, unpaid.id));
    await t.app.jobs.send(EXPIRE_JOB, {});
    expect(await t.app.jobs.drain(EXPIRE_JOB)).toBe(1);
    const statuses = await t.app.database.db.select({ id: pagamento.id, status: pagamento.status }).from(pagamento);
    const byId = new Map(statuses.map((s) => [s.id, s.status]));
    expect(byId.get(unpaid.id)).toBe('cancelado');
    expect(byId.get(open.id)).toBe('pendente');
    expect(byId.get(paid.id)).toBe('aprovado');
  });

  it('a webhook delivery the server did not accept is retried by the delivery job and applied then', async () => {
    const p = await pay({ metodoPagamento: 'pix' });
    const inject = t.app.inject.bind(t.app);
    // The webhook route answers 503 once (a database restart, say); everything else goes through.
    const spy = vi
      .spyOn(t.app, 'inject')
      .mockImplementation(((opts: { url?: string }) =>
        opts.url === '/webhooks/pagamento/sandbox' ? Promise.resolve({ statusCode: 503 }) : inject(opts as never)) as never);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sandbox-bank/pix',
        headers: { host: church.host },
        payload: { copiaECola: p.pix.copiaECola },
      });
      expect(res.json().status).toBe('pendente');
    } finally {
      spy.mockRestore();
    }
    expect(await t.app.jobs.drain(WEBHOOK_DELIVERY_JOB)).toBe(1);
    const [row] = await t.app.database.db.select({ status: pagamento.status }).from(pagamento).where(eq(pagamento.id, p.id));
    expect(row!.status).toBe('aprovado');
  });
});
