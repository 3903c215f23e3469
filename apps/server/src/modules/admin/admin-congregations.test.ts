import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { congregacao } from '../church/church.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** Congregations in the settings area: listed with their members, added, changed and hidden, audited; isolated. */
let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;
let editor: StaffSession;
let graceCongregation: number;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  const [g] = await t.app.database.db.insert(congregacao).values({ igrejaId: grace.id, nome: 'Grace Downtown' }).returning();
  graceCongregation = g!.id;
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT', path = '', payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/videira/settings/congregations${path}`,
    headers: { ...s.headers, 'accept-language': 'pt-BR' },
    ...(payload ? { payload } : {}),
  });

describe('congregations', () => {
  let norte: number;

  it('adds one (blank optional fields stored as none), lists it with its members, and audits it', async () => {
    const res = await call(admin, 'POST', '', { nome: 'Norte', endereco: 'Rua A, 10', cidade: 'São Paulo', estado: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nome: 'Norte', endereco: 'Rua A, 10', estado: null, flagAtivo: true, membros: 0 });
    norte = res.json().id;
    await t.app.database.db.execute(sql`update usuario set congregacao_id = ${norte} where igreja_id = ${videira.id}`);
    const list = (await call(admin, 'GET')).json().itens;
    expect(list.map((c: { nome: string }) => c.nome)).toEqual(['Norte']);
    expect(list[0].membros).toBe(2);
    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/audit?entidade=congregacao', headers: admin.headers });
    expect(audit.json().itens[0]).toMatchObject({ acao: 'create', entidadeId: String(norte) });
  });

  it('refuses a second one of the same name in any case, on create and on rename', async () => {
    const again = await call(admin, 'POST', '', { nome: '  NORTE ' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONGREGATION_NAME_TAKEN']);
    const sul = (await call(admin, 'POST', '', { nome: 'Sul' })).json().id;
    const rename = await call(admin, 'PUT', `/${sul}`, { nome: 'norte' });
    expect(rename.statusCode).toBe(409);
    expect((await call(admin, 'PUT', `/${norte}`, { nome: 'Norte', cidade: 'Guarulhos' })).json()).toMatchObject({ cidade: 'Guarulhos' });
  });

  it('hides one from the member app, which lists only the shown ones', async () => {
    const hidden = await call(admin, 'PUT', `/${norte}`, { nome: 'Norte', flagAtivo: false });
    expect(hidden.json()).toMatchObject({ flagAtivo: false, membros: 2 });
    const site = await t.app.inject({
      method: 'GET',
      url: `/api/v1/congregacao/?igreja=${videira.id}`,
      headers: { host: 'videira.localhost' },
    });
    expect(site.statusCode).toBe(200);
    expect(JSON.stringify(site.json())).not.toContain('Norte');
    expect(JSON.stringify(site.json())).toContain('Sul');
  });

  it("answers another church's congregation as not found and changes nothing; a content editor gets 403", async () => {
    const res = await call(admin, 'PUT', `/${graceCongregation}`, { nome: 'Tomada' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'CONGREGATION_NOT_FOUND']);
    const [row] = await t.app.database.db
      .select()
      .from(congregacao)
      .where(sql`id = ${graceCongregation}`);
    expect(row!.nome).toBe('Grace Downtown');
    expect((await call(editor, 'GET')).statusCode).toBe(403);
    expect((await call(editor, 'POST', '', { nome: 'X' })).statusCode).toBe(403);
  });

  it.each([
    ['no name', {}, 'nome'],
    ['a blank name', { nome: '   ' }, 'nome'],
    ['a name too long', { nome: 'n'.repeat(101) }, 'nome'],
    ['a control character', { nome: 'Nor\u0000te' }, 'nome'],
    ['a flag of the wrong type', { nome: 'Leste', flagAtivo: 'sim' }, 'flagAtivo'],
    ['an unknown field', { nome: 'Leste', cor: 'azul' }, undefined],
  ])('refuses %s with a translated 400', async (_what, payload, field) => {
    const res = await call(admin, 'POST', '', payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(typeof res.json().fields?.[field]).toBe('string');
  });
});
