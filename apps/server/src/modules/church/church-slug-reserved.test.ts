import { RESERVED_CHURCH_SLUGS, zChurchSlug } from '@congrega/contract/admin/common';
import { translate } from '@congrega/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../db/seed-context.ts';
import { ADMIN_HOST_LABEL } from '../../lib/admin-host.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { DEMO_CHURCHES } from './church-seed-data.ts';
import { igreja } from './church.schema.ts';
import { seedChurches } from './church.seed.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** Reserved church slugs (issue 30): the console's host label, www and api are never a church's. */
describe('reserved church slugs', () => {
  let database: TestDatabase;
  let ctx: SeedContext;
  const insert = (slug: string) => database.db.insert(igreja).values({ slug, codigo: `c-${slug}`, nome: `Igreja ${slug}` });

  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = { db: database.db, churches: {}, members: {} };
    await seedChurches(ctx);
  });
  afterAll(() => database.dispose());

  it('lists the console host label among the reserved ones', () => {
    expect(RESERVED_CHURCH_SLUGS).toContain(ADMIN_HOST_LABEL);
  });

  it('inserts every church of the seed (their slugs pass the slug schema too)', () => {
    expect(Object.keys(ctx.churches).sort()).toEqual(DEMO_CHURCHES.map((c) => c.slug).sort());
    for (const { slug } of DEMO_CHURCHES) expect([slug, zChurchSlug.safeParse(slug).success]).toEqual([slug, true]);
  });

  it.each(['admin', 'www', 'api', 'ADMIN', 'Www', 'aPi'])('the database refuses a church slugged %s', async (slug) => {
    await expect(insert(slug)).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'igreja_slug_reservado_ck' }) });
  });

  it('the database refuses renaming a church to a reserved slug, and accepts a slug merely containing one', async () => {
    await expect(database.db.update(igreja).set({ slug: 'api' }).where(eq(igreja.id, ctx.churches.grace!.id))).rejects.toThrow();
    await expect(insert('admin-igreja')).resolves.toBeDefined();
    await expect(insert('www2')).resolves.toBeDefined();
  });

  it.each(['admin', 'www', 'api'])('the slug schema refuses %s with a translated message', (slug) => {
    const result = zChurchSlug.safeParse(slug);
    expect(result.success).toBe(false);
    const key = result.error!.issues[0]!.message;
    expect(key).toBe('validation.reservedSlug');
    expect(translate('pt-BR', key)).toBe('Este endereço é reservado; escolha outro.');
    expect(translate('en', key)).toBe('This address is reserved; choose another.');
  });
});
