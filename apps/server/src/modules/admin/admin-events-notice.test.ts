import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../events/events.fixtures.ts';
import { evento } from '../events/events.schema.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';
import { bodyOf, eventBody, eventsApi } from './events-admin.test-helpers.ts';

/**
 * Publishing an event tells the church's members once (issue 33, EVENTO): on create; a duplicate at its first save
 * (its new title); never again on later saves, never for the world's existing events, never for another church.
 */
let w: RegistrationsWorld;
let api: ReturnType<typeof eventsApi>;

beforeAll(async () => {
  w = await createRegistrationsWorld();
  api = eventsApi(w);
});
afterAll(() => w.t.close());

const notices = (eventId: number) =>
  w.t.app.database.db
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.idEntidadeRelacionada, eventId), eq(notificacao.tipo, 'EVENTO'), isNull(notificacao.usuarioId)));
const feed = async () =>
  (
    await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/igreja/${w.videira.id}/notificacao/`,
      headers: { ...w.payer.headers, host: w.videira.host },
    })
  ).json().notificacoes as Array<{ titulo: string; tipo: { codigo: string }; idEntidadeRelacionada: number | null }>;

describe('EVENTO notice', () => {
  it('creating an event tells every member once, with its title and summary; saving it again does not', async () => {
    const res = await api.create(w.admin, eventBody({ titulo: 'Conferência de jovens', resumo: 'Três dias de louvor.' }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(await notices(id)).toMatchObject([
      { igrejaId: w.videira.id, titulo: 'Conferência de jovens', corpo: 'Três dias de louvor.', igrejaOrigemCodigo: w.videira.codigo },
    ]);
    expect((await feed()).find((n) => n.idEntidadeRelacionada === id)).toMatchObject({
      tipo: { codigo: 'EVENTO' },
      titulo: 'Conferência de jovens',
    });
    const put = await api.put(w.admin, id, bodyOf({ ...res.json(), titulo: 'Conferência de jovens 2027' }));
    expect(put.statusCode, put.body).toBe(200);
    expect(await notices(id)).toHaveLength(1);
  });

  it('a duplicate is told at its first save, under the title staff gave it', async () => {
    const original = (await api.create(w.admin)).json() as { id: number };
    const dup = await api.call(w.admin, 'POST', `videira/events/${original.id}/duplicate`, {});
    expect(dup.statusCode, dup.body).toBe(201);
    const copy = dup.json() as Record<string, unknown> & { id: number };
    expect(await notices(copy.id)).toEqual([]);
    await api.put(w.admin, copy.id, bodyOf({ ...copy, titulo: 'Retiro de casais — turma 2' }));
    expect(await notices(copy.id)).toMatchObject([{ titulo: 'Retiro de casais — turma 2' }]);
    await api.put(w.admin, copy.id, bodyOf({ ...copy, titulo: 'Outra vez' }));
    expect(await notices(copy.id)).toHaveLength(1);
  });

  it("the world's existing event and an event already over are never told", async () => {
    const seeded = await w.event('Já existia');
    const [existing] = await w.t.app.database.db.select().from(evento).where(eq(evento.id, seeded.id));
    expect(existing!.notificadoEm).not.toBeNull();
    const got = (await api.get(w.admin, seeded.id)).json() as Record<string, unknown>;
    expect((await api.put(w.admin, seeded.id, bodyOf(got))).statusCode).toBe(200);
    expect(await notices(seeded.id)).toEqual([]);
    const past = await api.create(
      w.admin,
      eventBody({ dataInicio: daysFromNow(-3).toISOString(), dataFim: daysFromNow(-2).toISOString() }),
    );
    expect(past.statusCode, past.body).toBe(201);
    expect(await notices(past.json().id)).toEqual([]);
  });

  it("another church's members are not told", async () => {
    const id = (await api.create(w.admin)).json().id as number;
    const rows = await w.t.app.database.db.select().from(notificacao).where(eq(notificacao.idEntidadeRelacionada, id));
    expect(rows.every((r) => r.igrejaId === w.videira.id)).toBe(true);
  });
});
