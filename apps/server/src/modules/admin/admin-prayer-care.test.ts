import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from '../prayer/prayer.fixtures.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** The pastoral care queue (issue 34): pastoral grant only, every read audited, the requester sees who took it. */
describe('prayer care queue', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let w: PrayerWorld;
  let pastor: StaffSession;
  let editor: StaffSession;
  let pastorMember: TestMember;
  let visit: string;
  let secret: string;
  let open: string;
  const base = '/api/v1/admin/cuidado/prayer/care';

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'cuidado');
    pastorMember = await createMember(t.app, w.church, { nome: 'Paulo' });
    const editorMember = await createMember(t.app, w.church, { nome: 'Carla' });
    await grantPreset(t.app, w.church, pastorMember, 'pastor');
    await grantPreset(t.app, w.church, editorMember, 'content_editor');
    pastor = await staffLogin(t.app, pastorMember);
    editor = await staffLogin(t.app, editorMember);
    visit = await createPrayer(t.app, w.author, { mensagem: 'Peço uma visita', flagReceberVisita: 'true' });
    secret = await createPrayer(t.app, w.other, { mensagem: 'Só para o pastor', flagPublicarMural: 'false' });
    open = await createPrayer(t.app, w.other, { mensagem: 'Pedido comum' });
  });
  afterAll(() => t.close());

  const call = (s: StaffSession, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${base}${url}`, headers: { ...s.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const accessRows = () =>
    t.app.database.db
      .select({ entidadeId: auditoria.entidadeId, depois: auditoria.depois })
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, w.church.id), eq(auditoria.entidade, 'oracao_cuidado'), eq(auditoria.acao, 'access')));

  it('is closed to content editors, whatever they ask', async () => {
    for (const [method, url, body] of [
      ['GET', '', undefined],
      ['GET', `/${visit}`, undefined],
      ['PUT', `/${visit}`, { status: 'concluido', responsavelId: null }],
      ['POST', `/${visit}/notes`, { texto: 'x' }],
    ] as const) {
      const res = await call(editor, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('STAFF_FORBIDDEN');
    }
    expect(await accessRows()).toEqual([]);
  });

  it('lists calls, visits and private requests (not the others), with the team to assign; the read is audited', async () => {
    const res = await call(pastor, 'GET', '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.itens.map((i: { idOracao: string }) => i.idOracao).sort()).toEqual([visit, secret].sort());
    expect(body.itens.find((i: { idOracao: string }) => i.idOracao === visit)).toMatchObject({
      status: 'novo',
      responsavel: null,
      flagReceberVisita: true,
      pessoa: { usuarioId: w.author.usuarioId, nome: 'Ana Teste' },
    });
    expect(body.equipe.map((p: { nome: string }) => p.nome)).toEqual(['Pastor Teste', 'Paulo Teste']);
    const [row] = await accessRows();
    expect(row).toMatchObject({ entidadeId: null });
    expect((row!.depois as { itens: string[] }).itens.sort()).toEqual([visit, secret].sort());
    expect((await call(pastor, 'GET', `/${open}`)).json().code).toBe('PRAYER_CARE_NOT_FOUND');
    expect((await call(pastor, 'GET', '?status=feito')).statusCode).toBe(400);
  });

  it('assigns the visit to the pastor: the requester sees who took it and is told; each read of the item is audited', async () => {
    const bad = await call(pastor, 'PUT', `/${visit}`, { status: 'em_andamento', responsavelId: w.other.usuarioId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'PRAYER_CARE_STAFF_INVALID',
      fields: { responsavelId: 'Choose someone from the pastoral team.' },
    });
    const res = await call(pastor, 'PUT', `/${visit}`, { status: 'em_andamento', responsavelId: pastorMember.usuarioId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'em_andamento', responsavel: { usuarioId: pastorMember.usuarioId, nome: 'Paulo Teste' } });
    const note = await call(pastor, 'POST', `/${visit}/notes`, { texto: 'Visita marcada para sábado' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ texto: 'Visita marcada para sábado', autor: 'Paulo Teste' });
    expect((await call(pastor, 'POST', `/${visit}/notes`, { texto: '  ' })).statusCode).toBe(400);

    const detail = await call(pastor, 'GET', `/${visit}`);
    expect(detail.json().notas).toMatchObject([{ texto: 'Visita marcada para sábado' }]);
    expect((await accessRows()).filter((r) => r.entidadeId === visit)).toHaveLength(1);

    const mine = await t.app.inject({ url: `/api/v1/user/oracao?igreja=${w.church.id}`, headers: w.author.headers });
    const own = mine.json().oracoes.find((p: { id: string }) => p.id === visit);
    expect(own.cuidado).toEqual({ status: 'em_andamento', responsavel: 'Paulo' });
    expect(JSON.stringify(mine.json())).not.toContain('sábado');
    // What the care writes audit names no note text.
    const writes = await t.app.database.db
      .select({ depois: auditoria.depois })
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, w.church.id), eq(auditoria.entidade, 'oracao_cuidado'), eq(auditoria.acao, 'create')));
    expect(JSON.stringify(writes)).not.toContain('sábado');
  });

  it("exports the follow-up to the requester and erases the staff member's link to it", async () => {
    const { prayerCarePersonalData } = await import('../prayer/prayer.public.ts');
    const scope = (usuarioId: number) => ({
      app: t.app,
      churchId: w.church.id,
      usuarioId,
      contaId: 0,
      now: new Date(),
      afterCommit: () => undefined,
    });
    const exported = await t.app.database.withChurch(w.church.id, (tx) =>
      prayerCarePersonalData.exportData({ ...scope(w.author.usuarioId), tx }),
    );
    expect(exported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'acompanhamento', idOracao: visit, status: 'em_andamento' }),
        expect.objectContaining({ tipo: 'nota_pastoral', texto: 'Visita marcada para sábado' }),
      ]),
    );
    await t.app.database.withChurch(w.church.id, (tx) => prayerCarePersonalData.erase({ ...scope(pastorMember.usuarioId), tx }));
    const detail = (await call(pastor, 'GET', `/${visit}`)).json();
    expect(detail).toMatchObject({ responsavel: null, notas: [{ autor: null }] });
  });
});
