import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, TEST_PASSWORD, type TestChurch, type TestMember } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Database errors on every kind of write, each carrying canary values in what the user typed: none of the
 * canaries may appear in the captured log (drizzle quotes bind values in its message and stack; PostgreSQL
 * quotes the failing row in `detail`).
 */
describe('nothing a user typed reaches the log', () => {
  let t: TestApp;
  let church: TestChurch;
  let member: TestMember;
  const lines: string[] = [];
  const CANARY = 'CANARY7f3a';

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    church = await createChurch(t.app, 'logs');
    member = await createMember(t.app, church, { email: `canary7f3a@test.local` });
    // Every insert/update of these tables now fails inside PostgreSQL, quoting the row in its error detail.
    for (const table of ['nota_sermao', 'oracao', 'usuario']) {
      await t.app.database.db.execute(sql.raw(`alter table ${table} add constraint log_canary_check check (false) not valid`));
    }
  });
  afterAll(() => t.close());

  it('logs a database error on a note write by type and code only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${church.id}`,
      headers: member.headers,
      payload: { titulo: `${CANARY} title`, texto: `${CANARY} sermon note` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    const logged = lines.find((l) => l.includes('unhandled error'));
    expect(logged).toBeDefined();
    // The check violation's SQLSTATE (on the driver error, the cause of drizzle's) says what went wrong.
    expect(JSON.stringify(JSON.parse(logged!).err)).toContain('"code":"23514"');
  });

  it('does the same for a profile update carrying a CPF and a prayer message', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: member.headers,
      payload: { nome: CANARY, sobrenome: CANARY, cpf: '390.533.447-05', ocupacao: CANARY },
    });
    expect(profile.statusCode).toBe(500);
  });

  it('does the same for a login whose account lookup fails', async () => {
    await t.app.database.db.execute(sql.raw('alter table conta rename to conta_moved'));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/login_check',
        headers: { host: church.host },
        payload: { username: member.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.database.db.execute(sql.raw('alter table conta_moved rename to conta'));
    }
  });

  it('redacts tokens in query strings of request logs', async () => {
    await t.app.inject({ url: `/api/v1/banner/?access_token=${CANARY}tok&token=${CANARY}tok2`, headers: { host: church.host } });
    expect(lines.some((l) => l.includes('/api/v1/banner/?access_token=%5Bredacted%5D'))).toBe(true);
  });

  it("redacts the signed token of Play's media links (a path segment, a bearer of paid video for its lifetime)", async () => {
    await t.app.inject({
      url: `/api/v1/plano-assinatura-midia/12.v.1999999999.${CANARY}sig`,
      headers: { host: church.host, range: 'bytes=0-' },
    });
    expect(lines.some((l) => l.includes('/api/v1/plano-assinatura-midia/[redacted]'))).toBe(true);
  });

  it('left no canary anywhere in the log', () => {
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [CANARY, 'canary7f3a', '39053344705', '390.533.447-05', TEST_PASSWORD]) {
      expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});
