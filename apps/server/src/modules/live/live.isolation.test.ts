import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { describeIsolation, type Probe } from '../../test/isolation.ts';
import { chatMensagem } from '../chat/chat.schema.ts';
import { createService } from './live.fixtures.ts';
import { culto, cultoAgendaPublicada } from './live.schema.ts';

type Seed = { serviceId: number };

/** Public reads: visitors get the same 404 as members (the chat's cross-church refusal is in chat-join.test.ts). */
const probe = (url: Probe<Seed>['url']): Probe<Seed> => ({ url, as: ['memberA', 'visitorA'], visitorStatus: 404 });

/** Church B's live services named on church A's host: nothing of B comes back; RLS hides B's rows from A. */
describeIsolation<Seed>('live services', {
  async seed({ app, b }) {
    const service = await createService(app, b, { titulo: 'Culto da igreja B' });
    await app.database.db
      .insert(chatMensagem)
      .values({ igrejaId: b.id, cultoId: service.id, autor: 'a:segredo-b', nome: 'Visitante B', texto: 'mensagem de B' });
    // What the clock last pushed to B's live pages (live-boundary-runner.ts).
    await app.database.db.insert(cultoAgendaPublicada).values({ igrejaId: b.id, estado: `${service.id}:1:agenda-de-b` });
    return { serviceId: service.id };
  },
  probes: [probe((s) => `/api/v1/culto/${s.serviceId}`), probe((_, { b }) => `/api/v1/igreja/${b.slug}/culto/`)],
  secrets: () => ['Culto da igreja B', 'mensagem de B'],
  lists: [{ as: 'visitorA', url: (_, { a }) => `/api/v1/igreja/${a.slug}/culto/`, check: (res) => expect(res.json().cultos).toEqual([]) }],
  unchanged: async (_, { app, b }) => app.database.db.select().from(culto).where(eq(culto.igrejaId, b.id)),
  tables: [culto, chatMensagem, cultoAgendaPublicada],
});
