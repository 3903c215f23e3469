import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch } from './test/fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { startBanner } from './start-banner.ts';

/** `npm start` prints a few readable lines (issue: ~130 lines of build listing and raw JSON logs before). */
describe('start-up banner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ port: 4321, dataDir: '/tmp/congrega-banner' });
  });
  afterAll(() => t.close());

  it('says where the app is, where e-mails go and which database, in a few plain lines', async () => {
    await createChurch(t.app, 'bandeira');
    const banner = await startBanner(t.app);
    const lines = banner.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(6);
    expect(banner).toContain('http://bandeira.localhost:4321');
    expect(banner).toMatch(/e-mails: +written to .*congrega-banner\/outbox\/ as \.eml files/);
    expect(banner).toMatch(/database: +embedded PGlite|database: +PostgreSQL/);
    expect(banner).toContain('/api/docs');
    expect(banner).not.toMatch(/[{}"]/); // no raw JSON
  });
});
