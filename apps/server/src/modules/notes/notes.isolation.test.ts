import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { describeIsolation, type Probe } from '../../test/isolation.ts';
import { notaSermao } from './notes.schema.ts';

type Seed = { noteId: number };
const note = (method: Probe<Seed>['method'], body?: object): Probe<Seed> => ({
  method,
  url: (s) => `/api/v1/nota-sermao/${s.noteId}`,
  ...(body ? { body: () => body } : {}),
});

/** Church B's note ids probed on church A's host: nothing of B ever comes back or changes. */
describeIsolation<Seed>('sermon notes', {
  async seed({ app, b, memberB }) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${b.id}`,
      headers: memberB.headers,
      payload: { titulo: 'Nota da sul', texto: 'privado' },
    });
    return { noteId: res.json().id };
  },
  code: 'NOTE_NOT_FOUND',
  probes: [
    note('GET'),
    note('PUT', { titulo: 'invadido', texto: '' }),
    note('DELETE'),
    // B's church named in the query: no list, no new note there, whatever igreja says.
    { url: (_, { b }) => `/api/v1/user/nota-sermao?igreja=${b.id}`, code: null },
    { method: 'POST', url: (_, { b }) => `/api/v1/nota-sermao/?igreja=${b.id}`, body: () => ({ titulo: 'x' }), code: null },
  ],
  secrets: () => ['Nota da sul', 'privado'],
  lists: [{ url: (_, { a }) => `/api/v1/user/nota-sermao?igreja=${a.id}`, check: (res) => expect(res.json()).toEqual({ notas: [] }) }],
  unchanged: async (_, { app, b }) => {
    const rows = await app.database.db.select().from(notaSermao).where(eq(notaSermao.igrejaId, b.id));
    expect(rows).toMatchObject([{ titulo: 'Nota da sul', texto: 'privado', igrejaId: b.id }]);
    return rows;
  },
  tables: [notaSermao],
});
