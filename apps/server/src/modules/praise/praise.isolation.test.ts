import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { describeIsolation } from '../../test/isolation.ts';
import { createSong } from './praise.fixtures.ts';
import { louvor } from './praise.schema.ts';

/** Church B's song ids on church A's host: 404 for everyone, never B's lyrics. */
describeIsolation<{ songB: number }>('praise songs', {
  async seed({ app, b }) {
    return { songB: await createSong(app, b.id, { titulo: 'Hino secreto da B', cifra: '[G]letra da B' }) };
  },
  code: 'PRAISE_NOT_FOUND',
  probes: [{ url: (s) => `/api/v1/louvor/${s.songB}/`, as: ['memberA', 'staffA', 'visitorA'], visitorStatus: 404 }],
  secrets: () => ['Hino secreto da B', 'letra da B'],
  lists: [{ url: () => '/api/v1/louvor/?busca=secreto', as: 'visitorA', check: (res) => expect(res.json().louvores).toEqual([]) }],
  unchanged: async (_, { app, b }) => app.database.db.select().from(louvor).where(eq(louvor.igrejaId, b.id)),
  tables: [louvor],
});
