import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addChurchContent, createOrganization } from './church-test-data.ts';
import { banner } from './church.schema.ts';

/**
 * Two churches with distinct data: whatever A's host is asked about B, nothing of B comes back; and
 * row-level security hides B's rows even from a query that forgets its igreja_id filter.
 */
describe('church isolation', () => {
  let t: TestApp;
  let a: TestChurch;
  let b: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    const orgA = await createOrganization(t.app, 'org-a');
    const orgB = await createOrganization(t.app, 'org-b');
    a = await createChurch(t.app, 'igreja-a', { organizacaoId: orgA.id });
    b = await createChurch(t.app, 'igreja-b', { organizacaoId: orgB.id });
    await addChurchContent(t.app, a.id, 'AAA');
    await addChurchContent(t.app, b.id, 'BBB');
  });
  afterAll(() => t?.close());

  const onA = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host: a.host, 'accept-language': 'en' } });

  it("answers 404 on A's host for every church-scoped endpoint naming B, with nothing of B", async () => {
    const urlsForB = [
      `/igreja/${b.slug}/modulo/`,
      `/igreja/${b.slug}/visual/`,
      `/igreja/${b.slug}/metodo-pagamento/`,
      `/igreja-app-menu?igreja=${b.id}`,
      `/banner/?igreja=${b.id}`,
      `/congregacao/?igreja=${b.id}`,
      '/organizacao/org-b',
      '/cliente/?organizacao=org-b',
      '/cliente/?organizacao=org-b&latitude=0&longitude=0',
    ];
    for (const url of urlsForB) {
      const res = await onA(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/BBB|igreja-b|org-b/i);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });

  it("serves A's own data on A's host, and none of B's", async () => {
    const urlsForA = [
      `/igreja/${a.slug}/metodo-pagamento/`,
      `/igreja-app-menu?igreja=${a.id}`,
      `/banner/?igreja=${a.id}`,
      `/congregacao/?igreja=${a.id}`,
      '/cliente/?organizacao=org-a',
    ];
    for (const url of urlsForA) {
      const res = await onA(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/AAA|igreja-a/);
      expect(res.body, url).not.toMatch(/BBB|igreja-b/);
    }
    const boot = await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host: a.host } });
    expect(boot.statusCode).toBe(200);
    expect(boot.body).toMatch(/AAA/);
    expect(boot.body).not.toMatch(/BBB|igreja-b|org-b/);
  });

  it('row-level security: inside withChurch(A) an unfiltered select sees only A, and writing a B row fails', async () => {
    const rows = await t.app.database.withChurch(a.id, async (tx) => {
      const result = (await tx.execute(sql`select igreja_id, titulo from banner`)) as unknown as {
        rows: Array<{ igreja_id: number; titulo: string }>;
      };
      return result.rows;
    });
    expect(rows.length).toBe(3);
    expect(rows.every((r) => Number(r.igreja_id) === a.id)).toBe(true);
    expect(rows.some((r) => r.titulo.startsWith('BBB'))).toBe(false);

    const insertError = await t.app.database
      .withChurch(a.id, (tx) => tx.insert(banner).values({ igrejaId: b.id, titulo: 'sneaky', imagem: '/x.jpg' }))
      .then(
        () => undefined,
        (err: unknown) => err as Error & { cause?: Error },
      );
    // drizzle wraps the driver error; PostgreSQL's own message names the policy violation.
    expect(insertError?.cause?.message).toMatch(/row-level security policy/i);

    // Nor can A's transaction change or delete B's rows: they are invisible to it.
    const touched = await t.app.database.withChurch(a.id, async (tx) => {
      const updated = await tx
        .update(banner)
        .set({ titulo: 'hijacked' })
        .where(sql`igreja_id = ${b.id}`)
        .returning({ id: banner.id });
      const deleted = await tx
        .delete(banner)
        .where(sql`igreja_id = ${b.id}`)
        .returning({ id: banner.id });
      return updated.length + deleted.length;
    });
    expect(touched).toBe(0);
    const bTitles = await t.app.database.withChurch(b.id, (tx) => tx.select({ titulo: banner.titulo }).from(banner));
    expect(bTitles.map((r) => r.titulo).sort()).toEqual(['BBB banner 1', 'BBB banner 2', 'BBB banner hidden']);
  });
});
