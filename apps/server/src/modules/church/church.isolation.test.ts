import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createChurch } from '../../test/fixtures.ts';
import { describeIsolation, twoChurches, type ListCheck, type Probe } from '../../test/isolation.ts';
import { addChurchContent, createOrganization } from './church-test-data.ts';
import { banner } from './church.schema.ts';

/** Church-scoped public reads: a 404 naming B must not be cached either. */
const publicProbe = (url: Probe<unknown>['url']): Probe<unknown> => ({
  url,
  as: ['visitorA'],
  visitorStatus: 404,
  headers: () => ({ 'accept-language': 'en' }),
  check: (res) => expect(res.headers['cache-control'], res.body).toBeUndefined(),
});

/** A's own public data, served on A's host. */
const ownData = (url: ListCheck<unknown>['url']): ListCheck<unknown> => ({
  as: 'visitorA',
  url,
  check: (res) => expect(res.body).toMatch(/AAA|igreja-a/),
});

/**
 * Two churches with distinct data: whatever A's host is asked about B, nothing of B comes back; and
 * row-level security hides B's rows even from a query that forgets its igreja_id filter.
 */
describeIsolation('church', {
  world: (app) =>
    twoChurches(app, {
      slugs: ['igreja-a', 'igreja-b'],
      church: async (app, slug) =>
        createChurch(app, slug, { organizacaoId: (await createOrganization(app, slug.replace('igreja', 'org'))).id }),
    }),
  async seed({ app, a, b }) {
    await addChurchContent(app, a.id, 'AAA');
    await addChurchContent(app, b.id, 'BBB');
    return {};
  },
  probes: [
    publicProbe((_, { b }) => `/api/v1/igreja/${b.slug}/modulo/`),
    publicProbe((_, { b }) => `/api/v1/igreja/${b.slug}/visual/`),
    publicProbe((_, { b }) => `/api/v1/igreja/${b.slug}/metodo-pagamento/`),
    publicProbe((_, { b }) => `/api/v1/igreja-app-menu?igreja=${b.id}`),
    publicProbe((_, { b }) => `/api/v1/banner/?igreja=${b.id}`),
    publicProbe((_, { b }) => `/api/v1/congregacao/?igreja=${b.id}`),
    publicProbe(() => '/api/v1/organizacao/org-b'),
    publicProbe(() => '/api/v1/cliente/?organizacao=org-b'),
    publicProbe(() => '/api/v1/cliente/?organizacao=org-b&latitude=0&longitude=0'),
  ],
  // Case-sensitive: B's marker is upper case, and the lower-case hex of any UUID (A's own included) may hold "bbb".
  secrets: () => [/BBB|igreja-b|IGREJA-B|org-b/],
  lists: [
    ownData((_, { a }) => `/api/v1/igreja/${a.slug}/metodo-pagamento/`),
    ownData((_, { a }) => `/api/v1/igreja-app-menu?igreja=${a.id}`),
    ownData((_, { a }) => `/api/v1/banner/?igreja=${a.id}`),
    ownData((_, { a }) => `/api/v1/congregacao/?igreja=${a.id}`),
    ownData(() => '/api/v1/cliente/?organizacao=org-a'),
    { as: 'visitorA', url: () => '/bff/bootstrap', check: (res) => expect(res.body).toMatch(/AAA/) },
  ],
  unchanged: async (_, { app, b }) => {
    const rows = await app.database.db.select().from(banner).where(eq(banner.igrejaId, b.id)).orderBy(banner.id);
    expect(rows.map((r) => r.titulo).sort()).toEqual(['BBB banner 1', 'BBB banner 2', 'BBB banner hidden']);
    return rows;
  },
  tables: [{ table: banner, rowOfB: (igrejaId) => ({ igrejaId, titulo: 'sneaky', imagem: '/x.jpg' }) }],
});
