import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from './prayer.fixtures.ts';

/** The visitors' wall microcache (prayer-wall-cache.ts): one database read serves many visitors; writes show at once. */
describe('prayer wall: visitors answered from the microcache', () => {
  let t: TestApp;
  let w: PrayerWorld;
  let other: PrayerWorld;
  const visitorOf = (slug: string) => ({ host: `${slug}.localhost`, 'accept-language': 'en' });
  const wall = (slug: string, headers: Record<string, string> = visitorOf(slug), query = '') =>
    t.app.inject({ url: `/api/v1/oracao/${slug}${query}`, headers });
  const transactions = () => t.app.database.stats.churchTransactions;

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'micro');
    other = await createPrayerWorld(t.app, 'micro-b');
    await createPrayer(t.app, w.author, { mensagem: 'Pela família' });
    await createPrayer(t.app, other.author, { mensagem: 'Pela cidade vizinha' });
  });
  afterAll(() => t.close());

  it('serves repeated visitor reads of a page from one database read, per church and page', async () => {
    await wall('micro');
    const before = transactions();
    const answers = await Promise.all([wall('micro'), wall('micro'), wall('micro')]);
    expect(transactions() - before).toBe(0);
    expect(answers.map((r) => r.json().total)).toEqual([1, 1, 1]);
    // Another church and another page are their own entries: church B's wall never answers for A.
    const b = await wall('micro-b');
    expect(b.json().oracoes.map((p: { mensagem: string }) => p.mensagem)).toEqual(['Pela cidade vizinha']);
    expect((await wall('micro', visitorOf('micro'), '?page=2&limit=1')).json()).toMatchObject({ page: 2, limit: 1 });
  });

  it('shows a new request, a prayer and a deletion to visitors at once', async () => {
    await wall('micro');
    const id = await createPrayer(t.app, w.author, { mensagem: 'Pela igreja' });
    expect((await wall('micro')).json().total).toBe(2);
    await t.app.inject({ method: 'POST', url: '/api/v1/oracao/orar/', headers: w.other.headers, payload: { idOracao: id } });
    const prayed = (await wall('micro')).json().oracoes.find((p: { id: string }) => p.id === id);
    expect(prayed.quantidadeOracoes).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/oracao/${id}`, headers: w.author.headers });
    expect((await wall('micro')).json().total).toBe(1);
  });

  it("caches a member's own marks per member: their repeat is free, another member's first read is not", async () => {
    await wall('micro', w.other.headers);
    const before = transactions();
    const res = await wall('micro', w.other.headers);
    expect(transactions() - before).toBe(0);
    expect(res.json().oracoes[0]).toHaveProperty('orouHoje');
    await wall('micro', w.staff.headers);
    expect(transactions() - before).toBe(1);
  });
});
