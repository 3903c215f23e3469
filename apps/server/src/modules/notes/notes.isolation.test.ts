import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notaSermao } from './notes.schema.ts';

/** Church B's note ids probed on church A's host: nothing of B ever comes back or changes. */
describe('sermon notes: tenant isolation', () => {
  let t: TestApp;
  let a: TestChurch;
  let b: TestChurch;
  let aMember: TestMember;
  let bMember: TestMember;
  let bNoteId: number;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createChurch(t.app, 'norte');
    b = await createChurch(t.app, 'sul');
    aMember = await createMember(t.app, a);
    bMember = await createMember(t.app, b);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${b.id}`,
      headers: bMember.headers,
      payload: { titulo: 'Nota da sul', texto: 'privado' },
    });
    bNoteId = res.json().id;
  });
  afterAll(() => t.close());

  const probes = () =>
    [
      { method: 'GET', url: `/api/v1/nota-sermao/${bNoteId}` },
      { method: 'PUT', url: `/api/v1/nota-sermao/${bNoteId}`, payload: { titulo: 'invadido', texto: '' } },
      { method: 'DELETE', url: `/api/v1/nota-sermao/${bNoteId}` },
    ] as const;

  it("answers 404 NOTE_NOT_FOUND for B's note to A's member on A's host", async () => {
    for (const probe of probes()) {
      const res = await t.app.inject({ ...probe, headers: aMember.headers });
      expect(res.statusCode, probe.method).toBe(404);
      expect(res.json().code).toBe('NOTE_NOT_FOUND');
      expect(res.body).not.toContain('Nota da sul');
    }
  });

  it("refuses B's token on A's host (401), even for B's own note", async () => {
    for (const probe of probes()) {
      const res = await t.app.inject({ ...probe, headers: { ...bMember.headers, host: a.host } });
      expect(res.statusCode, probe.method).toBe(401);
    }
    const list = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${b.id}`, headers: { ...bMember.headers, host: a.host } });
    expect(list.statusCode).toBe(401);
  });

  it("does not list B's notes on A's host, whatever igreja says", async () => {
    const ownList = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${a.id}`, headers: aMember.headers });
    expect(ownList.json()).toEqual({ notas: [] });
    const otherList = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${b.id}`, headers: aMember.headers });
    expect(otherList.statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${b.id}`,
      headers: aMember.headers,
      payload: { titulo: 'x' },
    });
    expect(post.statusCode).toBe(404);
  });

  it("leaves B's note intact and hidden from A's row-level-security scope", async () => {
    const [row] = await t.app.database.db.select().from(notaSermao).where(eq(notaSermao.id, bNoteId));
    expect(row).toMatchObject({ titulo: 'Nota da sul', texto: 'privado', igrejaId: b.id });
    const seen = await t.app.database.withChurch(a.id, (tx) => tx.select({ id: notaSermao.id }).from(notaSermao));
    expect(seen).toEqual([]);
  });
});
