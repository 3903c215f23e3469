import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from '../prayer/prayer.fixtures.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** Prayer wall moderation in the console and the member's side of it (issue 34). */
describe('prayer moderation', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let w: PrayerWorld;
  let admin: StaffSession;
  let pastor: StaffSession;
  let third: TestMember;
  const base = '/api/v1/admin/oracao/prayer';

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'oracao');
    third = await createMember(t.app, w.church, { nome: 'Carla' });
    const pastorMember = await createMember(t.app, w.church, { nome: 'Paulo' });
    await grantPreset(t.app, w.church, pastorMember, 'pastor');
    admin = await staffLogin(t.app, w.staff, { totp: true });
    pastor = await staffLogin(t.app, pastorMember);
  });
  afterAll(() => t.close());

  const staffCall = (s: StaffSession, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${base}${url}`, headers: { ...s.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const member = (m: TestMember, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...m.headers, 'accept-language': 'en' }, payload });
  const wall = async (m?: TestMember) =>
    (await t.app.inject({ url: '/api/v1/oracao/oracao', headers: m?.headers ?? { host: w.church.host } })).json().oracoes as Array<{
      id: string;
      respondida: boolean;
    }>;
  const notices = (m: TestMember) =>
    t.app.database.db
      .select({ titulo: notificacao.titulo })
      .from(notificacao)
      .where(and(eq(notificacao.igrejaId, w.church.id), eq(notificacao.usuarioId, m.usuarioId)));
  const mine = async (m: TestMember, id: string) =>
    (await t.app.inject({ url: `/api/v1/user/oracao?igreja=${w.church.id}`, headers: m.headers }))
      .json()
      .oracoes.find((p: { id: string }) => p.id === id);

  it('answers the small-church defaults; only a pastoral admin saves them, with bad input refused in the language asked', async () => {
    const res = await staffCall(pastor, 'GET', '/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flagAprovacao: false, diasExpiracao: 14, limiteDenuncias: 1 });
    expect((await staffCall(pastor, 'PUT', '/settings', { flagAprovacao: true, diasExpiracao: 14, limiteDenuncias: 1 })).statusCode).toBe(
      403,
    );
    for (const [body, field] of [
      [{ flagAprovacao: true, diasExpiracao: 0, limiteDenuncias: 1 }, 'diasExpiracao'],
      [{ flagAprovacao: true, diasExpiracao: 14, limiteDenuncias: 1.5 }, 'limiteDenuncias'],
      [{ flagAprovacao: 'yes', diasExpiracao: 14, limiteDenuncias: 1 }, 'flagAprovacao'],
      [{ flagAprovacao: true, diasExpiracao: 14, limiteDenuncias: 1, extra: 1 }, null],
    ] as const) {
      const bad = await staffCall(admin, 'PUT', '/settings', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(bad.json().fields[field]).toMatch(/\w/);
    }
    const saved = await staffCall(admin, 'PUT', '/settings', { flagAprovacao: true, diasExpiracao: 14, limiteDenuncias: 1 });
    expect(saved.json()).toEqual({ flagAprovacao: true, diasExpiracao: 14, limiteDenuncias: 1 });
    const [row] = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, w.church.id), eq(auditoria.entidade, 'oracao_config')));
    expect(row).toMatchObject({ acao: 'update', area: 'pastoral' });
  });

  let visit: string;
  it('with approval on, a request waits: only its author sees it, labelled pending; the moderator approves it and the author is told', async () => {
    visit = await createPrayer(t.app, w.author, { mensagem: 'Peço uma visita', flagReceberVisita: 'true' });
    expect((await wall()).map((p) => p.id)).not.toContain(visit);
    expect(await mine(w.author, visit)).toMatchObject({ status: 'pendente', cuidado: { status: 'novo', responsavel: null } });
    expect((await t.app.inject({ url: `/api/v1/oracao/oracao/${visit}`, headers: w.other.headers })).statusCode).toBe(404);
    expect((await member(w.other, '/oracao/orar/', { idOracao: visit })).statusCode).toBe(404);

    const queue = await staffCall(pastor, 'GET', '/moderation?fila=pendentes');
    expect(queue.json().itens.map((i: { id: string }) => i.id)).toEqual([visit]);
    const approved = await staffCall(pastor, 'POST', `/requests/${visit}/decision`, { decisao: 'aprovar' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'publicada', denuncias: 0 });
    expect((await wall()).map((p) => p.id)).toContain(visit);
    expect(await notices(w.author)).toEqual([{ titulo: 'Pedido de oração publicado' }]);
  });

  it('a report by a second member hides it at the threshold; reporting again changes nothing, an own request cannot be reported', async () => {
    expect((await member(w.author, '/oracao/denuncia/', { idOracao: visit })).statusCode).toBe(403);
    const report = await member(w.other, '/oracao/denuncia/', { idOracao: visit });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ denunciado: true });
    expect((await wall()).map((p) => p.id)).not.toContain(visit);
    expect((await member(w.other, '/oracao/denuncia/', { idOracao: visit })).statusCode).toBe(404);
    const reported = (await staffCall(pastor, 'GET', '/moderation?fila=denunciadas')).json();
    expect(reported.itens).toMatchObject([{ id: visit, status: 'oculta', denuncias: 1 }]);
    // Approving it again resolves the report: it is back, and the same member's repeat is a no-op that hides nothing.
    await staffCall(pastor, 'POST', `/requests/${visit}/decision`, { decisao: 'aprovar' });
    expect((await wall()).map((p) => p.id)).toContain(visit);
    expect((await member(w.other, '/oracao/denuncia/', { idOracao: visit })).statusCode).toBe(200);
    expect((await wall()).map((p) => p.id)).toContain(visit);
    expect((await staffCall(pastor, 'GET', '/moderation?fila=denunciadas')).json().itens).toEqual([]);
  });

  it('with a threshold of two, one report does not hide; two members reporting at once hide it once', async () => {
    await staffCall(admin, 'PUT', '/settings', { flagAprovacao: false, diasExpiracao: 14, limiteDenuncias: 2 });
    const id = await createPrayer(t.app, w.author, { mensagem: 'Dois avisos' });
    await Promise.all([member(w.other, '/oracao/denuncia/', { idOracao: id }), member(third, '/oracao/denuncia/', { idOracao: id })]);
    expect((await wall()).map((p) => p.id)).not.toContain(id);
    const [row] = (await staffCall(pastor, 'GET', '/moderation?fila=denunciadas')).json().itens;
    expect(row).toMatchObject({ id, status: 'oculta', denuncias: 2 });
  });

  it('edits, redacts and marks answered: the wall shows a testimony; each change audited and the author told', async () => {
    const edited = await staffCall(pastor, 'PUT', `/requests/${visit}`, { nome: 'Anônimo', mensagem: 'Pela saúde da família' });
    expect(edited.json()).toMatchObject({ nome: 'Anônimo', mensagem: 'Pela saúde da família' });
    const blank = await staffCall(pastor, 'PUT', `/requests/${visit}`, { nome: ' ', mensagem: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.nome).toBe('This field is required.');
    await staffCall(pastor, 'PUT', `/requests/${visit}/answered`, { respondida: true });
    expect((await wall()).find((p) => p.id === visit)).toMatchObject({ respondida: true });
    expect((await notices(w.author)).map((n) => n.titulo)).toEqual(
      expect.arrayContaining(['Pedido de oração editado', 'Oração respondida']),
    );
    const audits = await t.app.database.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, w.church.id), eq(auditoria.entidade, 'oracao'), eq(auditoria.entidadeId, visit)));
    expect(audits.length).toBeGreaterThanOrEqual(4);
    expect(
      (await staffCall(pastor, 'POST', `/requests/00000000-0000-4000-8000-000000000000/decision`, { decisao: 'aprovar' })).statusCode,
    ).toBe(404);
  });

  it('a reported supportive message hides and reaches the queue; the moderator restores it', async () => {
    const sent = await member(third, '/oracao/mensagem/', { idOracao: visit, mensagem: 'Mensagem ruim' });
    const messageId = sent.json().id as number;
    expect((await member(third, '/oracao/mensagem/denuncia/', { idMensagem: messageId })).statusCode).toBe(403);
    await member(w.other, '/oracao/mensagem/denuncia/', { idMensagem: messageId });
    await member(w.author, '/oracao/mensagem/denuncia/', { idMensagem: messageId });
    const detail = (await t.app.inject({ url: `/api/v1/oracao/oracao/${visit}`, headers: w.other.headers })).json();
    expect(detail.mensagens).toEqual([]);
    const queue = (await staffCall(pastor, 'GET', '/moderation')).json();
    expect(queue.mensagens).toMatchObject([{ id: messageId, status: 'oculta', denuncias: 2 }]);
    const restored = await staffCall(pastor, 'POST', `/messages/${messageId}/decision`, { decisao: 'aprovar' });
    expect(restored.json()).toMatchObject({ status: 'publicada', denuncias: 0 });
    const again = (await t.app.inject({ url: `/api/v1/oracao/oracao/${visit}`, headers: w.other.headers })).json();
    expect(again.mensagens).toMatchObject([{ id: messageId, meu: false }]);
    expect((await member(w.other, '/oracao/mensagem/denuncia/', { idMensagem: 999999 })).statusCode).toBe(404);
  });

  it('the author extends their request (someone else cannot)', async () => {
    const before = (await mine(w.author, visit)).expiraEm as string;
    const res = await member(w.author, '/oracao/prorrogar/', { idOracao: visit });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().expiraEm)).toBeGreaterThanOrEqual(Date.parse(before));
    expect((await member(w.other, '/oracao/prorrogar/', { idOracao: visit })).statusCode).toBe(403);
  });

  it('manages the reasons', async () => {
    const created = await staffCall(pastor, 'POST', '/reasons', { nome: 'Família', ordem: 3, flagAtivo: true });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const off = await staffCall(pastor, 'PUT', `/reasons/${id}`, { nome: 'Família', ordem: 3, flagAtivo: false });
    expect(off.json()).toMatchObject({ flagAtivo: false });
    const list = (await staffCall(pastor, 'GET', '/reasons')).json().itens.map((r: { nome: string }) => r.nome);
    expect(list).toEqual(['Saúde', 'Antigo', 'Família']);
    const reasons = await t.app.inject({ url: '/api/v1/igreja/oracao/oracao-motivo/', headers: { host: w.church.host } });
    expect(reasons.json().motivos.map((r: { nome: string }) => r.nome)).toEqual(['Saúde']);
    expect((await staffCall(pastor, 'PUT', '/reasons/999999', { nome: 'X', ordem: 0, flagAtivo: true })).json().code).toBe(
      'PRAYER_REASON_NOT_FOUND',
    );
  });
});
