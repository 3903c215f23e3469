import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buy, createEvent, holders } from '../events/events.fixtures.ts';
import { createGroup } from '../groups/groups.fixtures.ts';
import { BUILT_IN_7_DAYS } from '../reading-plans/reading-plans.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** A member's activity in People (issue 30): sign-in, groups, registrations and reading plans, isolated by church. */
let t: TestApp;
let videira: TestChurch;
let ana: TestMember;
let quiet: TestMember;
let admin: StaffSession;
let graceAdmin: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  ana = await createMember(t.app, videira, { nome: 'Ana' });
  quiet = await createMember(t.app, videira, { nome: 'Quieta' });
  await createGroup(t.app, videira, { nome: 'Célula Centro', members: [ana.usuarioId] });
  await createGroup(t.app, videira, { nome: 'Célula Aurora', members: [ana.usuarioId] });
  // Ana signs in to the church's app, registers for a free event and starts a reading plan.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/security/login_check',
    headers: { host: videira.host },
    payload: { username: ana.email, password: ana.password },
  });
  expect(login.statusCode).toBe(200);
  const event = await createEvent(t.app, videira, { tickets: [{ valor: 0 }] });
  const bought = await buy(t.app, videira, event, ana, {
    ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
    valorTotal: 0,
  });
  expect([bought.statusCode, bought.body]).toEqual([201, expect.any(String)]);
  const plan = await t.app.inject({ method: 'POST', url: `/api/v1/plano-leitura/${BUILT_IN_7_DAYS}/inscricao`, headers: ana.headers });
  expect(plan.statusCode).toBeLessThan(300);
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  admin = await staffLogin(t.app, a, { totp: true });
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  const g = await createMember(t.app, grace);
  await grantPreset(t.app, grace, g, 'church_admin');
  graceAdmin = await staffLogin(t.app, g, { totp: true });
});
afterAll(() => t.close());

const activity = (s: StaffSession, id: number | string, slug = 'videira') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/${slug}/people/${id}/activity`, headers: { ...s.headers, 'accept-language': 'en' } });

describe("a member's activity (People)", () => {
  it('shows the last sign-in, the groups with their dates, and counts of registrations and plans', async () => {
    const res = await activity(admin, ana.usuarioId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Date.now() - Date.parse(body.ultimoAcesso)).toBeLessThan(10 * 60_000);
    expect(body.celulas.map((c: { nome: string }) => c.nome)).toEqual(['Célula Aurora', 'Célula Centro']);
    expect(body.inscricoes).toEqual({ total: 1, ultima: expect.any(String) });
    expect(body.planosLeitura).toEqual({ iniciados: 1, concluidos: 0, ultimoInicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('answers a member who did nothing yet with empty facts', async () => {
    const body = (await activity(admin, quiet.usuarioId)).json();
    expect(body).toEqual({
      ultimoAcesso: null,
      celulas: [],
      inscricoes: { total: 0, ultima: null },
      planosLeitura: { iniciados: 0, concluidos: 0, ultimoInicio: null },
    });
  });

  it('is people view’s: a content editor 403, another church’s admin 404, an unknown or impossible id 404 / 400', async () => {
    expect((await activity(editor, ana.usuarioId)).statusCode).toBe(403);
    expect((await activity(graceAdmin, ana.usuarioId, 'grace')).json().code).toBe('PERSON_NOT_FOUND');
    expect((await activity(admin, 2_000_000_000)).json().code).toBe('PERSON_NOT_FOUND');
    expect((await activity(admin, '99999999999999')).statusCode).toBe(400);
  });
});
