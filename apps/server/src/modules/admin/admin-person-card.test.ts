import { churchDay } from '@congrega/contract/datetime';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffGrant } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** A member's card in the People area: read with people view, issued, renewed, revoked with people edit, audited. */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let admin: StaffSession;
let viewer: StaffSession;
let editor: StaffSession;
let ana: TestMember;
let bia: TestMember;
let graceMember: TestMember;
let year: number;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  // Numbers are of the church's year (its calendar, not the machine's).
  year = Number(churchDay(videira.fusoHorario).slice(0, 4));
  grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const v = await createMember(t.app, videira);
  await t.app.database.db.insert(staffGrant).values({ igrejaId: videira.id, usuarioId: v.usuarioId, area: 'people', action: 'view' });
  viewer = await staffLogin(t.app, v, { totp: true });
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  ana = await createMember(t.app, videira, { nome: 'Ana' });
  bia = await createMember(t.app, videira, { nome: 'Bia' });
  graceMember = await createMember(t.app, grace);
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'PUT' | 'POST', path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1/admin/videira/people${path}`, headers: s.headers, ...(payload ? { payload } : {}) });

async function auditRows(usuarioId: number) {
  const res = (await t.app.database.db.execute(
    sql`select acao, antes, depois from auditoria where entidade = 'usuario_carteirinha' and entidade_id = ${String(usuarioId)} order by id`,
  )) as unknown as { rows: { acao: string; antes: { flagAtivo?: boolean } | null; depois: { validade?: string; flagAtivo?: boolean } }[] };
  return res.rows;
}

describe("a member's card", () => {
  it('is null until issued; issuing without a number gives the next of the year, and the audit has it', async () => {
    expect((await call(admin, 'GET', `/${ana.usuarioId}/card`)).json()).toEqual({ carteirinha: null });
    const res = await call(admin, 'PUT', `/${ana.usuarioId}/card`, { cargo: 'Diaconisa', validade: `${year + 1}-12-31`, dataBatismo: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().carteirinha).toMatchObject({
      numeroMembro: `${year}-0001`,
      cargo: 'Diaconisa',
      dataBatismo: null,
      validade: `${year + 1}-12-31`,
      flagAtivo: true,
      valida: true,
    });
    const second = await call(admin, 'PUT', `/${bia.usuarioId}/card`, {});
    expect(second.json().carteirinha).toMatchObject({ numeroMembro: `${year}-0002`, validade: null, valida: true });
    expect((await auditRows(ana.usuarioId)).map((r) => r.acao)).toEqual(['create']);
  });

  it('renews with a new last day and keeps its number; an expired day checks as invalid', async () => {
    const renewed = await call(admin, 'PUT', `/${ana.usuarioId}/card`, { cargo: 'Diaconisa', validade: `${year + 2}-06-30` });
    expect(renewed.json().carteirinha).toMatchObject({ numeroMembro: `${year}-0001`, validade: `${year + 2}-06-30`, valida: true });
    const rows = await auditRows(ana.usuarioId);
    expect(rows.at(-1)).toMatchObject({ acao: 'update', depois: { validade: `${year + 2}-06-30` } });
    const expired = await call(admin, 'PUT', `/${bia.usuarioId}/card`, { validade: '2020-01-31' });
    expect(expired.json().carteirinha).toMatchObject({ validade: '2020-01-31', flagAtivo: true, valida: false });
  });

  it("refuses a number another member holds, and keeps the member's own", async () => {
    const taken = await call(admin, 'PUT', `/${bia.usuarioId}/card`, { numeroMembro: `${year}-0001` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('MEMBER_NUMBER_TAKEN');
    const own = await call(admin, 'PUT', `/${ana.usuarioId}/card`, { numeroMembro: `${year}-0001`, validade: `${year + 2}-06-30` });
    expect(own.statusCode).toBe(200);
  });

  it('revokes at once (the card checks as invalid), refuses a second revoke, and re-issuing re-activates it', async () => {
    const revoked = await call(admin, 'POST', `/${ana.usuarioId}/card/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().carteirinha).toMatchObject({ flagAtivo: false, valida: false, numeroMembro: `${year}-0001` });
    expect((await call(admin, 'POST', `/${ana.usuarioId}/card/revoke`)).json().code).toBe('MEMBER_CARD_REVOKED');
    expect((await auditRows(ana.usuarioId)).at(-1)).toMatchObject({
      acao: 'update',
      antes: { flagAtivo: true },
      depois: { flagAtivo: false },
    });
    const again = await call(admin, 'PUT', `/${ana.usuarioId}/card`, { validade: `${year + 1}-12-31` });
    expect(again.json().carteirinha).toMatchObject({ flagAtivo: true, valida: true, numeroMembro: `${year}-0001` });
    const none = await createMember(t.app, videira);
    const missing = await call(admin, 'POST', `/${none.usuarioId}/card/revoke`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'MEMBER_CARD_NOT_ISSUED']);
  });

  it('is read with people view, changed only with people edit; a content editor and another church see nothing', async () => {
    expect((await call(viewer, 'GET', `/${ana.usuarioId}/card`)).statusCode).toBe(200);
    expect((await call(viewer, 'PUT', `/${ana.usuarioId}/card`, {})).statusCode).toBe(403);
    expect((await call(viewer, 'POST', `/${ana.usuarioId}/card/revoke`)).statusCode).toBe(403);
    expect((await call(editor, 'GET', `/${ana.usuarioId}/card`)).statusCode).toBe(403);
    for (const [method, path] of [
      ['GET', `/${graceMember.usuarioId}/card`],
      ['PUT', `/${graceMember.usuarioId}/card`],
      ['POST', `/${graceMember.usuarioId}/card/revoke`],
    ] as const) {
      const res = await call(admin, method, path, method === 'PUT' ? {} : undefined);
      expect([res.statusCode, res.json().code]).toEqual([404, 'PERSON_NOT_FOUND']);
    }
    const [row] = (
      (await t.app.database.db.execute(
        sql`select count(*)::int as n from usuario_carteirinha where usuario_id = ${graceMember.usuarioId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row!.n).toBe(0);
  });

  it.each([
    ['an unknown field', { numero: '1' }, undefined],
    ['a number too long', { numeroMembro: 'x'.repeat(31) }, 'numeroMembro'],
    ['a number with symbols', { numeroMembro: '<b>1</b>' }, 'numeroMembro'],
    ['a date that does not exist', { validade: `${year}-02-30` }, 'validade'],
    ['a date of the wrong type', { dataBatismo: 20240101 }, 'dataBatismo'],
    ['a position too long', { cargo: 'c'.repeat(101) }, 'cargo'],
    ['a control character', { responsavel: 'Pr.\u0000Samuel' }, 'responsavel'],
  ])('refuses %s with a translated 400', async (_what, payload, field) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/videira/people/${bia.usuarioId}/card`,
      headers: { ...admin.headers, 'accept-language': 'pt-BR' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    if (field) expect(typeof res.json().fields?.[field]).toBe('string');
  });
});
