import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client.ts';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { conta, usuario } from '../accounts/accounts.schema.ts';
import { congregacao } from '../church/church.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;
let editor: StaffSession;
let anaId: number;
let grace: TestChurch;
let graceAnaId: number;
let congregationId: number;
const BULK = 1_234;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  const db = t.app.database.db;
  const [cong] = await db.insert(congregacao).values({ igrejaId: videira.id, nome: 'Centro' }).returning({ id: congregacao.id });
  congregationId = cong!.id;
  const ana = await createMember(t.app, videira, { email: 'ana.souza@test.local', nome: 'Ana' });
  anaId = ana.usuarioId;
  await db.execute(
    sql`update usuario set telefone = '+55 11 98765-4321', cpf = '529.982.247-25', congregacao_id = ${congregationId} where id = ${anaId}`,
  );
  graceAnaId = (await createMember(t.app, grace, { email: 'ana.grace@test.local', nome: 'Ana' })).usuarioId;
  // A church big enough for the export to cross several pages.
  const accounts = await db
    .insert(conta)
    .values(Array.from({ length: BULK }, (_, i) => ({ email: `bulk${i}@test.local`, senhaHash: 'x', flagAtivo: true })))
    .returning({ id: conta.id });
  await db.insert(usuario).values(
    accounts.map((a, i) => ({
      igrejaId: videira.id,
      contaId: a.id,
      email: `bulk${i}@test.local`,
      nome: `Bulk ${i}`,
      sobrenome: 'Membro',
    })),
  );
});
afterAll(() => t.close());

const get = (s: StaffSession, path: string) => t.app.inject({ method: 'GET', url: `/api/v1/admin/videira${path}`, headers: s.headers });

describe('people', () => {
  it.each([
    ['name', 'ANA te'],
    ['e-mail', 'ANA.SOUZA@'],
    ['phone digits', '98765'],
    ['CPF digits', '52998224725'],
    ['CPF as typed', '529.982'],
  ])("finds a member by %s, never another church's", async (_what, q) => {
    const res = await get(admin, `/people?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().itens.map((p: { usuarioId: number }) => p.usuarioId)).toEqual([anaId]);
  });

  it("answers only the scope's church from the owner's match function, and nothing without a scope", async () => {
    const match = async (tx: Tx | Db) => {
      const res = (await tx.execute(sql`select congrega_people_match('%ana%', false) as id`)) as unknown as { rows: { id: number }[] };
      return res.rows.map((row) => Number(row.id));
    };
    expect(await t.app.database.withChurch(videira.id, match)).toEqual([anaId]);
    expect(await t.app.database.withChurch(grace.id, match)).toEqual([graceAnaId]);
    expect(await match(t.app.database.db)).toEqual([]);
  });

  it('matches one or two letters at the start only', async () => {
    const ids = async (q: string) =>
      (await get(admin, `/people?q=${q}&limit=100`)).json().itens.map((p: { usuarioId: number }) => p.usuarioId);
    expect(await ids('an')).toEqual([anaId]);
    expect(await ids('na')).toEqual([]);
    expect(await ids('bulk%201')).toHaveLength(100);
  });

  it('orders by name or by joining date, and lists the congregations for the filter', async () => {
    await t.app.database.db.execute(sql`update usuario set criado_em = now() + interval '1 day' where id = ${anaId}`);
    const first = async (sort: string) => (await get(admin, `/people?${sort}&limit=1`)).json();
    expect((await first('sort=joined&dir=desc')).itens[0].usuarioId).toBe(anaId);
    expect((await first('sort=joined')).itens[0].usuarioId).not.toBe(anaId);
    expect((await first('sort=name')).itens[0].nome).toBe('Ana Teste');
    expect((await first('sort=name&dir=desc')).itens[0].nome).toBe('Membro Teste');
    expect((await first('')).congregacoes).toEqual([{ id: congregationId, nome: 'Centro' }]);
    expect((await get(admin, '/people?sort=age')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { sort: expect.any(String) },
    });
  });

  it('filters by congregation and pages with a total', async () => {
    expect((await get(admin, `/people?congregacao=${congregationId}`)).json().itens).toHaveLength(1);
    const page = (await get(admin, '/people?limit=10&page=2')).json();
    expect(page).toMatchObject({ page: 2, limit: 10, total: BULK + 3 });
    expect(page.itens).toHaveLength(10);
  });

  it("opens a member's profile and audits the read", async () => {
    const res = await get(admin, `/people/${anaId}`);
    expect(res.json()).toMatchObject({ usuarioId: anaId, cpf: '529.982.247-25', congregacao: { nome: 'Centro' } });
    expect(res.json()).not.toHaveProperty('alergias');
    const audit = (await get(admin, `/audit?area=people&entidadeId=${anaId}`)).json();
    expect(audit.itens[0]).toMatchObject({ acao: 'access', entidade: 'usuario' });
    expect((await get(admin, '/people/2147483647')).json().code).toBe('PERSON_NOT_FOUND');
  });

  it('streams every member as CSV', async () => {
    const res = await get(admin, '/people/export');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,nome,email,telefone,congregacao,cidade,estado,ativo,criado_em');
    expect(lines).toHaveLength(BULK + 3 + 1);
    expect(res.body).not.toContain('ana.grace@');
  });

  it('keeps a content editor out', async () => {
    for (const path of ['/people', `/people/${anaId}`, '/people/export'])
      expect((await get(editor, path)).json().code).toBe('STAFF_FORBIDDEN');
  });
});
