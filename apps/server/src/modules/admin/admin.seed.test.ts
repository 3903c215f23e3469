import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { DEMO_PASSWORD, type SeedContext } from '../../db/seed-context.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedAccounts } from '../accounts/accounts.seed.ts';
import { seedChurches } from '../church/church.seed.ts';
import { ADMIN_HOST } from './admin.test-helpers.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_COUNTER_TOTP_SECRET, DEMO_FINANCE_TOTP_SECRET, seedAdmin } from './admin.seed.ts';
import { currentCode } from './totp.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

describe('staff console demo seed', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const ctx: SeedContext = { db: database.db, churches: {}, members: {} };
    await seedChurches(ctx);
    await seedAccounts(ctx);
    await seedAdmin(ctx);
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const login = (username: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/session/login',
      headers: { host: ADMIN_HOST },
      payload: { username, password: DEMO_PASSWORD },
    });

  it.each([
    ['admin@videira.demo', DEMO_ADMIN_TOTP_SECRET, 'settings'],
    ['financeiro@videira.demo', DEMO_FINANCE_TOTP_SECRET, 'finance/reasons'],
    ['contagem@videira.demo', DEMO_COUNTER_TOTP_SECRET, 'finance/offerings'],
  ])("logs %s in with the README's TOTP secret", async (email, secret, area) => {
    const step1 = await login(email);
    expect(step1.json().status).toBe('totp');
    const step2 = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/session/totp',
      headers: { host: ADMIN_HOST },
      payload: { desafio: step1.json().desafio, codigo: currentCode(secret) },
    });
    expect(step2.statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/videira/${area}`,
      headers: { host: ADMIN_HOST, authorization: `Bearer ${step2.json().token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['conteudo@videira.demo', ['content', 'events', 'live']],
    ['tesouraria@videira.demo', ['finance', 'offerings']],
    ['anfitriao@videira.demo', ['live']],
  ])('logs %s in with its preset', async (email, areas) => {
    const res = await login(email);
    expect(res.json().status).toBe('ok');
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { host: ADMIN_HOST, authorization: `Bearer ${res.json().token}` },
    });
    expect(
      me
        .json()
        .igrejas[0].grants.map((g: { area: string }) => g.area)
        .sort(),
    ).toEqual(areas);
  });
});
