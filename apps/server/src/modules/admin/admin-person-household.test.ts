import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usuarioCrianca } from '../household/household.schema.ts';
import { staffGrant } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** A member's household in the People area: children with people view, their health notes with pastoral view only. */
let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;
let peopleOnly: StaffSession;
let editor: StaffSession;
let parent: TestMember;
let graceParent: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const p = await createMember(t.app, videira);
  await t.app.database.db.insert(staffGrant).values({ igrejaId: videira.id, usuarioId: p.usuarioId, area: 'people', action: 'admin' });
  peopleOnly = await staffLogin(t.app, p, { totp: true });
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  parent = await createMember(t.app, videira);
  graceParent = await createMember(t.app, grace);
  await t.app.database.db.insert(usuarioCrianca).values([
    {
      igrejaId: videira.id,
      usuarioId: parent.usuarioId,
      nome: 'Davi',
      dataNascimento: '2019-04-02',
      sexo: 'M',
      alergias: 'Amendoim',
      cuidados: null,
    },
    {
      igrejaId: videira.id,
      usuarioId: parent.usuarioId,
      nome: 'Lia',
      dataNascimento: '2021-08-15',
      sexo: null,
      alergias: null,
      cuidados: 'Asma',
    },
    {
      igrejaId: grace.id,
      usuarioId: graceParent.usuarioId,
      nome: 'Sam',
      dataNascimento: '2020-01-01',
      sexo: null,
      alergias: 'Nuts',
      cuidados: null,
    },
  ]);
});
afterAll(() => t.close());

const get = (s: StaffSession, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/people${path}`, headers: s.headers });

async function careReads(usuarioId: number): Promise<number> {
  const res = (await t.app.database.db.execute(
    sql`select count(*)::int as n from auditoria where entidade = 'usuario_crianca' and acao = 'access' and entidade_id = ${String(usuarioId)}`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

describe("a member's household", () => {
  it('lists the children with people view, oldest first, without their health notes', async () => {
    const res = await get(peopleOnly, `/${parent.usuarioId}/household`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      criancas: [
        { id: expect.any(Number), nome: 'Davi', dataNascimento: '2019-04-02', sexo: 'M' },
        { id: expect.any(Number), nome: 'Lia', dataNascimento: '2021-08-15', sexo: null },
      ],
    });
    expect(res.body).not.toContain('Amendoim');
  });

  it('keeps the health notes behind the pastoral grant, and audits every read of them', async () => {
    expect((await get(peopleOnly, `/${parent.usuarioId}/household/care`)).statusCode).toBe(403);
    expect(await careReads(parent.usuarioId)).toBe(0);
    const res = await get(admin, `/${parent.usuarioId}/household/care`);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().criancas.map((c: { nome: string; alergias: string | null; cuidados: string | null }) => [c.nome, c.alergias, c.cuidados]),
    ).toEqual([
      ['Davi', 'Amendoim', null],
      ['Lia', null, 'Asma'],
    ]);
    expect(await careReads(parent.usuarioId)).toBe(1);
  });

  it("answers another church's member as not found, and opens nothing to a content editor", async () => {
    for (const path of [`/${graceParent.usuarioId}/household`, `/${graceParent.usuarioId}/household/care`]) {
      const res = await get(admin, path);
      expect([res.statusCode, res.json().code]).toEqual([404, 'PERSON_NOT_FOUND']);
      expect(res.body).not.toContain('Nuts');
    }
    expect((await get(editor, `/${parent.usuarioId}/household`)).statusCode).toBe(403);
    expect((await get(editor, `/${parent.usuarioId}/household/care`)).statusCode).toBe(403);
    expect((await get(admin, '/0/household')).statusCode).toBe(400);
  });
});
