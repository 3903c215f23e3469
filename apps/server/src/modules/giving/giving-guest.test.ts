import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RECEIPT_JOB } from '../payments/payments.jobs.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { igrejaPagamentoConfig, pagamento } from '../payments/payments.schema.ts';
import { doacaoConvidado, doacaoRecorrente } from './giving.schema.ts';
import { guestGiftsPersonalData } from './guest-gifts.personal-data.repository.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;
const CPF = '52998224725';
const GUEST = { nome: 'Lúcia', sobrenome: 'Prado', email: 'Lucia.Prado@Example.com', cpf: CPF, pais: 'br' };

describe('guest gifts: POST /pagamento/ without an account where the church allows it', () => {
  let t: TestApp;
  let open: PayingChurch;
  let closed: PayingChurch;
  let member: TestMember;
  let dataDir: string;
  const logs: string[] = [];

  const outbox = async () => {
    const files = await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);
    return Promise.all(files.map((f) => fs.readFile(path.join(dataDir, 'outbox', f), 'utf8')));
  };
  const give = (payload: Record<string, unknown>, o: { church?: PayingChurch; key?: string; lang?: string; member?: TestMember } = {}) => {
    const church = o.church ?? open;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: {
        ...(o.member ? o.member.headers : { host: church.host }),
        'accept-language': o.lang ?? 'en',
        'idempotency-key': o.key ?? randomUUID(),
      },
      payload: {
        igreja: church.id,
        metodoPagamento: 'pix',
        motivos: [{ id: church.reasons.oferta, valor: 2_500 }],
        dadosUsuarioNaoCadastrado: GUEST,
        ...payload,
      },
    });
  };
  const cardToken = async (church = open) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: { host: church.host },
        payload: { numero: TEST_CARDS.approved, titular: 'Lucia Prado', cvv: '123', validade: future },
      })
    ).json().token as string;
  const guestPayments = async (church = open) =>
    (
      await t.app.database.db
        .select({ n: count() })
        .from(pagamento)
        .where(and(eq(pagamento.igrejaId, church.id), isNull(pagamento.idUsuario)))
    )[0]!.n;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-guest-gifts-'));
    t = await createTestApp({ dataDir, logLevel: 'debug' }, { logStream: { write: (line) => void logs.push(line) } });
    open = await createPayingChurch(t.app, 'doacao-aberta');
    closed = await createPayingChurch(t.app, 'doacao-fechada');
    await t.app.database.db
      .update(igrejaPagamentoConfig)
      .set({ flagDoacaoConvidado: true })
      .where(eq(igrejaPagamentoConfig.igrejaId, open.id));
    member = await createPayer(t.app, open, 'BR');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('the giving settings say whether guests may give; another church slug answers 404', async () => {
    const settings = (church: PayingChurch, slug = church.slug) =>
      t.app.inject({ url: `/api/v1/igreja/${slug}/doacao/configuracao`, headers: { host: church.host } });
    expect((await settings(open)).json()).toEqual({ flagConvidado: true });
    expect((await settings(closed)).json()).toEqual({ flagConvidado: false });
    expect((await settings(closed, open.slug)).statusCode).toBe(404);
  });

  it('a guest gives by Pix where allowed: the Pix code, no account, the giver kept for the receipt', async () => {
    const res = await give({});
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ status: 'pendente', metodoPagamento: 'pix', total: 2_500, recorrencia: null });
    expect(p.pix.copiaECola).toBeTruthy();
    const [row] = await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, p.id));
    expect(row!.idUsuario).toBeNull();
    const [giver] = await t.app.database.db.select().from(doacaoConvidado).where(eq(doacaoConvidado.pagamentoId, p.id));
    expect(giver).toMatchObject({ igrejaId: open.id, nome: 'Lúcia', sobrenome: 'Prado', email: 'lucia.prado@example.com' });
  });

  it('where the church does not allow guests, a visitor is asked to log in (401, translated)', async () => {
    const res = await give({ motivos: [{ id: closed.reasons.oferta, valor: 2_500 }] }, { church: closed, lang: 'pt-BR' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'É necessário realizar o login para completar essa ação.' });
    expect(await guestPayments(closed)).toBe(0);
  });

  it.each([
    ['no guest data', { dadosUsuarioNaoCadastrado: undefined }, { dadosUsuarioNaoCadastrado: 'This field is required.' }],
    ['a bad e-mail', { dadosUsuarioNaoCadastrado: { ...GUEST, email: 'lucia@' } }, ['dadosUsuarioNaoCadastrado.email']],
    [
      'no CPF for Pix',
      { dadosUsuarioNaoCadastrado: { ...GUEST, cpf: '' } },
      { 'dadosUsuarioNaoCadastrado.cpf': 'This field is required.' },
    ],
    [
      'no CPF for boleto',
      { metodoPagamento: 'boleto', dadosUsuarioNaoCadastrado: { ...GUEST, cpf: undefined } },
      ['dadosUsuarioNaoCadastrado.cpf'],
    ],
    ['a bad CPF', { dadosUsuarioNaoCadastrado: { ...GUEST, cpf: '11111111111' } }, ['dadosUsuarioNaoCadastrado.cpf']],
    ['no name or country', { dadosUsuarioNaoCadastrado: { email: GUEST.email, cpf: CPF } }, ['dadosUsuarioNaoCadastrado.nome']],
    ['a saved card', { metodoPagamento: 'cartao_credito', cartao: { idCartao: 1 }, allowRecurrency: false }, ['cartao']],
  ])('%s answers 400 with the field errors, charging nothing', async (_, payload, fields) => {
    const before = await guestPayments();
    const res = await give(payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    if (Array.isArray(fields)) expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(fields));
    else expect(body.fields).toMatchObject(fields);
    expect(await guestPayments()).toBe(before);
  });

  it('a card gift without CPF is fine; a gift that would recur is refused (an account is needed), one-off passes', async () => {
    const noCpf = { ...GUEST, cpf: undefined };
    const recurring = await give({
      metodoPagamento: 'cartao_credito',
      cartao: { token: await cardToken() },
      motivos: [{ id: open.reasons.dizimo, valor: 5_000 }],
      dadosUsuarioNaoCadastrado: noCpf,
    });
    expect(recurring.statusCode).toBe(422);
    expect(recurring.json()).toMatchObject({
      code: 'GUEST_RECURRENCE_NOT_ALLOWED',
      fields: { allowRecurrency: expect.stringMatching(/account/) },
    });
    const once = await give({
      metodoPagamento: 'cartao_credito',
      cartao: { token: await cardToken() },
      motivos: [{ id: open.reasons.dizimo, valor: 5_000 }],
      allowRecurrency: false,
      dadosUsuarioNaoCadastrado: noCpf,
    });
    expect(once.statusCode, once.body).toBe(201);
    expect(once.json()).toMatchObject({ status: 'aprovado', recorrencia: null });
    const gifts = await t.app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.igrejaId, open.id));
    expect(gifts).toHaveLength(0);
    // The receipt goes to the guest's e-mail, with their name and no account link.
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBeGreaterThan(0);
    const receipt = (await outbox()).find((m) => m.includes(once.json().codigo));
    expect(receipt).toContain('To: lucia.prado@example.com');
    expect(receipt).toContain('Prado');
    expect(receipt).not.toContain('/user/payment/');
  });

  it('an Idempotency-Key replay returns the same payment and charges once; another body with the key answers 409', async () => {
    const key = randomUUID();
    const before = await guestPayments();
    const first = await give({}, { key });
    const again = await give({}, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await guestPayments()).toBe(before + 1);
    const otherGuest = await give({ dadosUsuarioNaoCadastrado: { ...GUEST, email: 'someone@example.com' } }, { key });
    expect(otherGuest.statusCode).toBe(409);
    expect(otherGuest.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A member's keys are their own: the same key makes the member's own payment.
    const mine = await give({ dadosUsuarioNaoCadastrado: undefined }, { key, member });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().id).not.toBe(first.json().id);
    expect(await guestPayments()).toBe(before + 1);
  });

  it('concurrent guest calls with one key make one payment (the guest key index decides, not a prior read)', async () => {
    const key = randomUUID();
    const before = await guestPayments();
    const answers = await Promise.all(Array.from({ length: 6 }, () => give({}, { key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await guestPayments()).toBe(before + 1);
  });

  it("another church's reasons and church id are refused; nothing of theirs is charged", async () => {
    const theirReason = await give({ motivos: [{ id: closed.reasons.oferta, valor: 2_500 }] });
    expect(theirReason.statusCode).toBe(404);
    expect(theirReason.json().code).toBe('PAYMENT_REASON_NOT_FOUND');
    const theirChurch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { host: open.host, 'idempotency-key': randomUUID() },
      payload: {
        igreja: closed.id,
        metodoPagamento: 'pix',
        motivos: [{ id: closed.reasons.oferta, valor: 2_500 }],
        dadosUsuarioNaoCadastrado: GUEST,
      },
    });
    expect(theirChurch.statusCode).toBe(404);
    expect(await guestPayments(closed)).toBe(0);
  });

  it('a member later registered with the e-mail, once verified, gets the guest gifts in their data export, and erased with the account', async () => {
    const scope = {
      app: t.app,
      churchId: open.id,
      usuarioId: member.usuarioId,
      contaId: member.contaId,
      now: new Date(),
      afterCommit: () => {},
    };
    const email = (await t.app.database.db.select().from(doacaoConvidado).limit(1))[0]!.email;
    const { conta, usuario } = await import('../accounts/accounts.schema.ts');
    await t.app.database.db.update(usuario).set({ email: email.toUpperCase() }).where(eq(usuario.id, member.usuarioId));
    // The member proved the address (guest-gifts-claim.test.ts: an unproven one claims nothing).
    await t.app.database.db.update(conta).set({ emailVerificadoEm: new Date() }).where(eq(conta.id, member.contaId));
    const exported = await t.app.database.withChurch(open.id, (tx) => guestGiftsPersonalData.exportData({ ...scope, tx }));
    expect(exported.length).toBeGreaterThan(0);
    expect(exported[0]).toMatchObject({ email, nome: 'Lúcia' });
    await t.app.database.withChurch(open.id, (tx) => guestGiftsPersonalData.erase({ ...scope, tx }));
    const left = await t.app.database.db.select().from(doacaoConvidado).where(eq(doacaoConvidado.igrejaId, open.id));
    expect(left).toHaveLength(0);
    expect(await guestPayments()).toBeGreaterThan(0);
  });

  it('counts guest gifts per church and IP address: past the limit a visitor waits (429)', async () => {
    const busy = await createPayingChurch(t.app, 'doacao-movimentada');
    await t.app.database.db
      .update(igrejaPagamentoConfig)
      .set({ flagDoacaoConvidado: true })
      .where(eq(igrejaPagamentoConfig.igrejaId, busy.id));
    // A reason that does not exist: each try is counted, nothing is charged.
    const attempt = () => give({ motivos: [{ id: 999_999, valor: 2_500 }] }, { church: busy });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(404);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await guestPayments(busy)).toBe(0);
  });

  it('never writes the guest’s name, e-mail or CPF to the logs', () => {
    expect(logs.length).toBeGreaterThan(0);
    const all = logs.join('\n').toLowerCase();
    for (const secret of ['lucia.prado', 'lúcia', 'prado', CPF, 'someone@example.com']) expect(all).not.toContain(secret);
  });
});
