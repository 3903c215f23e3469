import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DAY_MS, insertRecurringGift, readGift } from '../giving/giving-account.fixtures.ts';
import { RECURRING_MAIL_JOB } from '../giving/giving.jobs.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { auditoria, staffGrant } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { insertPayment } from './finance.test-helpers.ts';

/**
 * The money console's recurring gifts (issue 31): the list by state, reason and giver, paged by the server with
 * each state's count; a gift's detail with its charges and retry dates; a pause, resume or cancel on the giver's
 * behalf with the giver's own rules, audited (never the card token) and e-mailed in the giver's language; another
 * church's gift is 404, a content editor and a church admin without finance 403.
 */
let t: TestApp;
let videira: PayingChurch;
let grace: PayingChurch;
let treasurer: StaffSession;
let ana: TestMember;
let bruno: TestMember;
let dataDir: string;
const ids: Record<'ativa' | 'falhando' | 'pausada' | 'recusada' | 'cancelada' | 'oferta' | 'grace', number> = {} as never;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-recurring-'));
  t = await createTestApp({ dataDir });
  videira = await createPayingChurch(t.app, 'videira');
  grace = await createPayingChurch(t.app, 'grace');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
  ana = await createPayer(t.app, videira);
  bruno = await createPayer(t.app, videira);
  await t.app.database.db.execute(sql`update usuario set nome = 'Ana', sobrenome = 'Souza' where id = ${ana.usuarioId}`);
  await t.app.database.db.execute(
    sql`update usuario set nome = 'Bruno', sobrenome = 'Lima', email = 'bruno.lima@test.local' where id = ${bruno.usuarioId}`,
  );
  const dizimo = videira.reasons.dizimo;
  ids.ativa = (await insertRecurringGift(t.app, videira, ana, dizimo, { idioma: 'en', valor: 3_000 })).id;
  ids.falhando = (
    await insertRecurringGift(t.app, videira, bruno, dizimo, { tentativas: 2, ciclo: 4, proximaData: new Date(Date.now() + 3 * DAY_MS) })
  ).id;
  ids.pausada = (
    await insertRecurringGift(t.app, videira, ana, dizimo, { status: 'pausada', motivoPausa: 'usuario', proximaData: null, idioma: 'en' })
  ).id;
  ids.recusada = (
    await insertRecurringGift(t.app, videira, bruno, dizimo, {
      status: 'pausada',
      motivoPausa: 'recusado',
      proximaData: null,
      tentativas: 4,
    })
  ).id;
  ids.cancelada = (
    await insertRecurringGift(t.app, videira, bruno, dizimo, { status: 'cancelada', proximaData: null, canceladoEm: new Date() })
  ).id;
  // Oferta is closed to recurrence: a gift on it cannot be resumed.
  ids.oferta = (
    await insertRecurringGift(t.app, videira, ana, videira.reasons.oferta, {
      status: 'pausada',
      motivoPausa: 'motivo_indisponivel',
      proximaData: null,
    })
  ).id;
  const graceGiver = await createPayer(t.app, grace);
  ids.grace = (await insertRecurringGift(t.app, grace, graceGiver, grace.reasons.dizimo)).id;
  const charge = { metodo: 'cartao_credito', idUsuario: bruno.usuarioId, motivo: dizimo, total: 10_000, doacaoRecorrenteId: ids.falhando };
  // Cycle 3 paid; cycle 4 declined at its first attempt and its first retry.
  const declined = { status: 'cancelado', pagoEm: null, detalhes: { recusa: 'declined' } };
  for (const [ciclo, tentativa, verdict] of [
    [3, 0, {}],
    [4, 0, declined],
    [4, 1, declined],
  ] as const)
    await insertPayment(t.app, videira, { ...charge, ...verdict, recorrenciaCiclo: ciclo, recorrenciaTentativa: tentativa });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const url = (rest: string) => `/api/v1/admin/videira/finance/recurring${rest}`;
const list = (query: string, s: StaffSession = treasurer) => t.app.inject({ method: 'GET', url: url(query), headers: s.headers });
const act = (id: number, action: string, payload: Record<string, unknown> = {}, s: StaffSession = treasurer) =>
  t.app.inject({ method: 'POST', url: url(`/${id}/${action}`), headers: { ...s.headers, 'accept-language': 'en' }, payload });
const outbox = async () => {
  const dir = path.join(dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
};
const auditOf = (id: number) =>
  t.app.database.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.igrejaId, videira.id), eq(auditoria.entidade, 'doacao_recorrente'), eq(auditoria.entidadeId, String(id))))
    .orderBy(auditoria.id);

describe('recurring gifts list', () => {
  it("lists the church's gifts newest first with each state's count and the active ones' monthly sum, never a token", async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    expect(body.itens[0].id).toBe(ids.oferta);
    expect(body.totais.porEstado).toEqual({ ativa: 1, falhando: 1, pausada: 2, recusada: 1, cancelada: 1 });
    // 3,000 + 10,000 every 30 days = 13,000 x 365 / 360.
    expect(body.totais.mensalAtivas).toBe(Math.round((13_000 * 365) / 360));
    const failing = body.itens.find((i: { id: number }) => i.id === ids.falhando);
    expect(failing).toMatchObject({
      estado: 'falhando',
      status: 'ativa',
      tentativas: 2,
      doador: { usuarioId: bruno.usuarioId, nome: 'Bruno Lima', email: 'bruno.lima@test.local' },
      motivo: { id: videira.reasons.dizimo, nome: 'Dízimo' },
      cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
    });
    expect(res.body).not.toContain('tok_secret_');
    expect(body.itens.map((i: { id: number }) => i.id)).not.toContain(ids.grace);
  });

  it.each([
    ['active', '?estado=ativa', () => [ids.ativa]],
    ['failing', '?estado=falhando', () => [ids.falhando]],
    ['paused', '?estado=pausada', () => [ids.oferta, ids.pausada]],
    ['declined after the retries', '?estado=recusada', () => [ids.recusada]],
    ['cancelled', '?estado=cancelada', () => [ids.cancelada]],
    ['reason', () => `?motivo=${videira.reasons.oferta}`, () => [ids.oferta]],
    ['name', '?q=bruno%20li', () => [ids.cancelada, ids.recusada, ids.falhando]],
    ['e-mail', '?q=BRUNO.LIMA@', () => [ids.cancelada, ids.recusada, ids.falhando]],
    ['state and name', '?estado=pausada&q=souza', () => [ids.oferta, ids.pausada]],
  ])('filters by %s', async (_what, query, want) => {
    const res = await list(typeof query === 'function' ? query() : query);
    expect(res.statusCode).toBe(200);
    expect(res.json().itens.map((i: { id: number }) => i.id)).toEqual(want());
    expect(res.json().total).toBe(want().length);
  });

  it("counts by state within the search, pages on the server, and shows none of another church's gifts", async () => {
    const ofBruno = (await list('?q=bruno')).json();
    expect(ofBruno.totais.porEstado).toEqual({ ativa: 0, falhando: 1, pausada: 0, recusada: 1, cancelada: 1 });
    expect(ofBruno.totais.mensalAtivas).toBe(Math.round((10_000 * 365) / 360));
    const page2 = (await list('?limit=4&page=2')).json();
    expect([page2.itens.length, page2.total, page2.page, page2.limit]).toEqual([2, 6, 2, 4]);
    expect(page2.itens.map((i: { id: number }) => i.id)).not.toContain(ids.grace);
  });

  it.each([
    ['an unknown state', '?estado=pago', 'estado'],
    ['a page of 0', '?page=0', 'page'],
    ['a limit of 1000', '?limit=1000', 'limit'],
    ['a reason id out of range', '?motivo=99999999999', 'motivo'],
    ['an unknown filter', '?cor=azul', 'cor'],
    ['a NUL in the search', '?q=a%00b', 'q'],
    ['a search too long', `?q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s (400 with the field)', async (_what, query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
  });
});

describe('a recurring gift', () => {
  it('shows its charges newest first with the decline reason, the retry dates left, and audits the reading', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(`/${ids.falhando}`), headers: treasurer.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.cobrancas.map((c: { ciclo: number; tentativa: number; status: string; recusa: string | null }) => [
        c.ciclo,
        c.tentativa,
        c.status,
        c.recusa,
      ]),
    ).toEqual([
      [4, 1, 'cancelado', 'declined'],
      [4, 0, 'cancelado', 'declined'],
      [3, 0, 'aprovado', null],
    ]);
    // Two declined: the next retry at proximaData, the last one 7 days later.
    const next = Date.parse(body.proximaData);
    expect(body.retentativas.map((d: string) => Date.parse(d))).toEqual([next, next + 7 * DAY_MS]);
    expect(res.body).not.toContain('tok_secret_');
    expect((await auditOf(ids.falhando)).map((a) => a.acao)).toEqual(['access']);
    const up = (await t.app.inject({ method: 'GET', url: url(`/${ids.ativa}`), headers: treasurer.headers })).json();
    expect([up.retentativas, up.cobrancas, up.idioma]).toEqual([[], [], 'en']);
  });

  it("answers 404 for another church's gift and an id that names nothing, 400 for a bad id", async () => {
    for (const id of [ids.grace, 2_147_483_647]) {
      const res = await t.app.inject({ method: 'GET', url: url(`/${id}`), headers: treasurer.headers });
      expect([res.statusCode, res.json().code]).toEqual([404, 'RECURRING_GIFT_NOT_FOUND']);
      const change = await act(id, 'pause');
      expect([change.statusCode, change.json().code]).toEqual([404, 'RECURRING_GIFT_NOT_FOUND']);
    }
    expect((await t.app.inject({ method: 'GET', url: url('/abc'), headers: treasurer.headers })).statusCode).toBe(400);
    expect((await readGift(t.app, ids.grace)).status).toBe('ativa');
  });
});

describe("changes on the giver's behalf", () => {
  it('pauses, resumes (next charge as the giver would) and cancels, each audited and e-mailed in the gift language', async () => {
    const before = await readGift(t.app, ids.ativa);
    const paused = await act(ids.ativa, 'pause', { observacao: 'Pediu por telefone' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ estado: 'pausada', status: 'pausada', motivoPausa: 'usuario', proximaData: null });

    const resumed = await act(ids.ativa, 'resume');
    expect(resumed.json()).toMatchObject({ estado: 'ativa', status: 'ativa', motivoPausa: null });
    // The giver's own resume: the last success + 30 days (10 days ago + 30).
    expect(Date.parse(resumed.json().proximaData)).toBe(before.ultimaCobrancaEm!.getTime() + 30 * DAY_MS);

    const cancelled = await act(ids.ativa, 'cancel', { observacao: '' });
    expect(cancelled.json()).toMatchObject({
      estado: 'cancelada',
      status: 'cancelada',
      proximaData: null,
      canceladoEm: expect.any(String),
    });

    const audit = (await auditOf(ids.ativa)).filter((a) => a.acao === 'update');
    expect(audit.map((a) => [(a.antes as { status: string }).status, (a.depois as { status: string; acao: string }).acao])).toEqual([
      ['ativa', 'pause'],
      ['pausada', 'resume'],
      ['ativa', 'cancel'],
    ]);
    expect(audit[0]!.depois).toMatchObject({ status: 'pausada', motivoPausa: 'usuario', observacao: 'Pediu por telefone' });
    expect(audit[2]!.depois).toMatchObject({ observacao: null });
    expect(JSON.stringify(audit)).not.toContain(before.cartaoToken);

    expect(await t.app.jobs.drain(RECURRING_MAIL_JOB)).toBe(3);
    const mails = (await outbox()).filter((m) => m.includes(ana.email));
    for (const phrase of ['was paused', 'was resumed', 'was cancelled']) {
      expect(mails.filter((m) => m.includes(`your recurring gift ${phrase}`))).toHaveLength(1);
    }
    expect(mails.join('\n')).not.toContain('Pediu por telefone');
    expect(mails.join('\n')).not.toContain('1111');
  });

  it('resumes a gift paused after the declines on a fresh cycle, as the giver would', async () => {
    expect((await act(ids.recusada, 'resume')).statusCode).toBe(200);
    const gift = await readGift(t.app, ids.recusada);
    expect([gift.status, gift.motivoPausa, gift.tentativas, gift.ciclo]).toEqual(['ativa', null, 0, 3]);
    await t.app.jobs.drain(RECURRING_MAIL_JOB);
  });

  it.each([
    ['pause of a paused gift', () => ids.pausada, 'pause', 409, 'RECURRING_GIFT_NOT_ACTIVE'],
    ['resume of an active gift', () => ids.falhando, 'resume', 409, 'RECURRING_GIFT_NOT_PAUSED'],
    ['pause of a cancelled gift', () => ids.cancelada, 'pause', 409, 'RECURRING_GIFT_CANCELLED'],
    ['resume of a cancelled gift', () => ids.cancelada, 'resume', 409, 'RECURRING_GIFT_CANCELLED'],
    ['cancel of a cancelled gift', () => ids.cancelada, 'cancel', 409, 'RECURRING_GIFT_CANCELLED'],
    ['resume of a reason closed to recurrence', () => ids.oferta, 'resume', 422, 'RECURRING_REASON_UNAVAILABLE'],
  ])('refuses a %s, changes nothing and tells no one', async (_what, id, action, status, code) => {
    const before = await readGift(t.app, id());
    const res = await act(id(), action);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await readGift(t.app, id())).toEqual(before);
    expect((await auditOf(id())).filter((a) => a.acao === 'update')).toEqual([]);
    expect(await t.app.jobs.drain(RECURRING_MAIL_JOB)).toBe(0);
  });

  it.each([
    ['a note too long', { observacao: 'x'.repeat(201) }, 'observacao'],
    ['a note that is not text', { observacao: 12 }, 'observacao'],
    ['a NUL in the note', { observacao: 'a\u0000b' }, 'observacao'],
    ['an unknown field', { status: 'ativa' }, 'status'],
  ])('refuses %s (400 with the field)', async (_what, payload, field) => {
    const res = await act(ids.pausada, 'resume', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect((await readGift(t.app, ids.pausada)).status).toBe('pausada');
  });

  it('keeps the content editor and a church admin without finance out (403), and finance view cannot change', async () => {
    for (const preset of ['content_editor', 'church_admin'] as const) {
      const m = await createMember(t.app, videira);
      await grantPreset(t.app, videira, m, preset);
      const s = await staffLogin(t.app, m, { totp: true });
      for (const res of [await list('', s), await act(ids.pausada, 'resume', {}, s)]) {
        expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
      }
    }
    const viewer = await createMember(t.app, videira);
    await t.app.database.db
      .insert(staffGrant)
      .values({ igrejaId: videira.id, usuarioId: viewer.usuarioId, area: 'finance', action: 'view' });
    const s = await staffLogin(t.app, viewer, { totp: true });
    expect((await list('', s)).statusCode).toBe(200);
    const res = await act(ids.pausada, 'resume', {}, s);
    expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect((await readGift(t.app, ids.pausada)).status).toBe('pausada');
  });
});
