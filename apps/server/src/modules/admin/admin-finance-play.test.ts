import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlayChurch, createSubscription, type PlayChurch } from '../play/play.fixtures.ts';
import { planoAssinaturaCobranca, type PlaySubscriptionRow } from '../play/play.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { insertPayment } from './finance.test-helpers.ts';

/**
 * The money console's Play subscriptions (issue 31): the list by state, plan and subscriber, paged by the server
 * with each state's count, and each plan's subscriptions valid now, renewals, lapses and revenue of the last 30
 * days; another church's never show; a content editor and a church admin without finance get 403.
 */
let t: TestApp;
let videira: PlayChurch;
let grace: PlayChurch;
let treasurer: StaffSession;
const DAY = 86_400_000;
const subs: Record<string, PlaySubscriptionRow> = {};

const at = (days: number) => new Date(Date.now() + days * DAY);

async function subscription(name: string, values: Partial<PlaySubscriptionRow>, church: PlayChurch = videira, planoId?: number) {
  const member: TestMember = await createMember(t.app, church);
  await t.app.database.db.execute(sql`update usuario set nome = ${name}, sobrenome = 'Play' where id = ${member.usuarioId}`);
  subs[name] = await createSubscription(t.app, {
    churchId: church.id,
    usuarioId: member.usuarioId,
    planoId: planoId ?? church.plans.monthly,
    values,
  });
}

async function charge(
  sub: PlaySubscriptionRow,
  ciclo: number,
  tentativa: number,
  paid: { status: string; pagoEm: Date | null; criadoEm?: Date },
) {
  const p = await insertPayment(t.app, videira, {
    metodo: 'cartao_credito',
    destinoTipo: 'assinatura_play',
    destinoId: sub.id,
    idUsuario: sub.usuarioId,
    total: 2_000,
    ...paid,
  });
  await t.app.database.db
    .insert(planoAssinaturaCobranca)
    .values({ igrejaId: videira.id, assinaturaId: sub.id, ciclo, tentativa, pagamentoId: p.id });
}

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPlayChurch(t.app, 'videira');
  grace = await createPlayChurch(t.app, 'grace');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
  await subscription('Ativa', { validoAte: at(20), proximaCobranca: at(20), ciclo: 3 });
  await subscription('Falhando', { validoAte: at(-1), proximaCobranca: at(1), tentativas: 1 });
  await subscription('Encerrando', { renovar: false, validoAte: at(10), proximaCobranca: null, canceladoEm: new Date() });
  await subscription('Vencida', { renovar: false, validoAte: at(-5), proximaCobranca: null, canceladoEm: at(-40) });
  await subscription('Inativa', { situacao: 'inativo', renovar: false, validoAte: at(-60), proximaCobranca: null });
  await subscription('Caducada', { situacao: 'inativo', tentativas: 3, ciclo: 4, validoAte: at(-3), proximaCobranca: null });
  await subscription('Pendente', { situacao: 'pendente', validoAte: null, proximaCobranca: null }, videira, videira.plans.yearly);
  await subscription('Outra', { validoAte: at(20) }, grace);
  // Ativa: its first period paid 40 days ago (outside the figures), its renewal today.
  await charge(subs.Ativa!, 1, 0, { status: 'aprovado', pagoEm: at(-40), criadoEm: at(-40) });
  await charge(subs.Ativa!, 2, 0, { status: 'aprovado', pagoEm: new Date() });
  // Caducada: the last retry of its cycle 4 declined two days ago.
  await charge(subs.Caducada!, 4, 2, { status: 'cancelado', pagoEm: null, criadoEm: at(-2) });
});
afterAll(() => t.close());

const list = (query: string, s: StaffSession = treasurer) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/finance/play${query}`, headers: s.headers });
const names = (body: { itens: { assinante: { nome: string } }[] }) => body.itens.map((i) => i.assinante.nome);

describe('Play subscriptions', () => {
  it("lists the church's subscriptions newest first with each state's count and each plan's figures, never a token", async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual([
      'Pendente Play',
      'Caducada Play',
      'Inativa Play',
      'Vencida Play',
      'Encerrando Play',
      'Falhando Play',
      'Ativa Play',
    ]);
    expect(body.porEstado).toEqual({ pendente: 1, ativa: 1, falhando: 1, encerrando: 1, caducada: 1, encerrada: 2 });
    expect(body.planos).toEqual([
      {
        id: videira.plans.monthly,
        nome: 'Mensal',
        periodo: 'mensal',
        valor: 2_000,
        flagAtivo: true,
        vigentes: 3,
        renovacoes: 1,
        caducadas: 1,
        receita: 2_000,
      },
      {
        id: videira.plans.yearly,
        nome: 'Anual',
        periodo: 'anual',
        valor: 20_000,
        flagAtivo: true,
        vigentes: 0,
        renovacoes: 0,
        caducadas: 0,
        receita: 0,
      },
    ]);
    expect(body.itens.find((i: { codigo: string }) => i.codigo === subs.Falhando!.codigo)).toMatchObject({
      estado: 'falhando',
      tentativas: 1,
      plano: { id: videira.plans.monthly, nome: 'Mensal', periodo: 'mensal' },
      cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
    });
    expect(res.body).not.toContain('tok_sbx');
    expect(res.body).not.toContain('Outra');
  });

  it.each([
    ['active', '?estado=ativa', ['Ativa Play']],
    ['failing', '?estado=falhando', ['Falhando Play']],
    ['ending', '?estado=encerrando', ['Encerrando Play']],
    ['lapsed', '?estado=caducada', ['Caducada Play']],
    ['ended', '?estado=encerrada', ['Inativa Play', 'Vencida Play']],
    ['pending', '?estado=pendente', ['Pendente Play']],
    ['plan', () => `?plano=${videira.plans.yearly}`, ['Pendente Play']],
    ['name', '?q=caducada%20pl', ['Caducada Play']],
    ['subscription code', () => `?q=${subs.Ativa!.codigo}`, ['Ativa Play']],
  ])('filters by %s', async (_what, query, want) => {
    const res = await list(typeof query === 'function' ? query() : query);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(want);
    expect(res.json().total).toBe(want.length);
  });

  it('counts by state within the plan and pages on the server', async () => {
    const yearly = (await list(`?plano=${videira.plans.yearly}`)).json();
    expect(yearly.porEstado).toEqual({ pendente: 1, ativa: 0, falhando: 0, encerrando: 0, caducada: 0, encerrada: 0 });
    const page2 = (await list('?limit=3&page=3')).json();
    expect([names(page2), page2.total]).toEqual([['Ativa Play'], 7]);
  });

  it.each([
    ['an unknown state', '?estado=paga', 'estado'],
    ['a page of 0', '?page=0', 'page'],
    ['a limit of 1000', '?limit=1000', 'limit'],
    ['a plan id out of range', '?plano=99999999999', 'plano'],
    ['an unknown filter', '?cor=azul', 'cor'],
    ['a NUL in the search', '?q=a%00b', 'q'],
  ])('refuses %s (400 with the field)', async (_what, query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
  });

  it('keeps the content editor and a church admin without finance out (403)', async () => {
    for (const preset of ['content_editor', 'church_admin'] as const) {
      const m = await createMember(t.app, videira);
      await grantPreset(t.app, videira, m, preset);
      const res = await list('', await staffLogin(t.app, m, { totp: true }));
      expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    }
  });
});
