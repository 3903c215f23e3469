import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebdLicao } from '../content/content.schema.ts';
import { publishDueLessons } from '../content/content-parts.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { kindsCalls, kindsWorld, text, uniq, type KindsWorld } from './content-kinds.test-helpers.ts';

/**
 * A Sunday-school lesson published at a time: scheduled (off the member page, nobody notified), then shown and
 * notified once by the content publish job when its time arrives, however many runs go at once; refusals on `quando`.
 */
let w: KindsWorld;
beforeAll(async () => {
  w = await kindsWorld();
});
afterAll(() => w.t.close());
const { call, ok, memberGet: member$ } = kindsCalls(() => w);

const quarter = () => ({
  titulo: 'Parábolas',
  ...text,
  slug: `parabolas-${uniq()}`,
  trimestre: '2º trimestre de 2027',
  dataInicio: '2027-04-04',
  dataFim: '2027-06-27',
});
const lesson = (titulo: string, numero = 1) => ({ numero, data: '2027-04-04', titulo, textoBiblico: 'Mt 13:1-9', ...text });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const notices = (quarterId: number) =>
  w.t.app.database.db
    .select({ titulo: notificacao.titulo })
    .from(notificacao)
    .where(
      and(
        eq(notificacao.igrejaId, w.videira.id),
        eq(notificacao.tipo, 'EBD'),
        eq(notificacao.idEntidadeRelacionada, quarterId),
        isNull(notificacao.usuarioId),
      ),
    );
/** The scheduled time "arrives" (the row's time moved into the past: no clock is waited on). */
const arrive = (lessonId: number) =>
  w.t.app.database.db
    .update(ebdLicao)
    .set({ publicarEm: new Date(Date.now() - 1_000) })
    .where(eq(ebdLicao.id, lessonId));
const shown = async (quarterId: number) =>
  ((await member$(`/ebd/${quarterId}`)).json() as { licoes: Array<{ titulo: string }> }).licoes.map((l) => l.titulo);

describe('a lesson published at a time', () => {
  it('is scheduled, shows and notifies once when its time arrives (two job runs at once), not before', async () => {
    const q = await ok('POST', '/ebd', quarter(), 201);
    await ok('POST', `/ebd/${q.id}/publish`, {});
    const l = await ok('POST', `/ebd/${q.id}/lessons`, lesson('O semeador'), 201);
    const quando = inAnHour();
    const scheduled = await ok('POST', `/ebd/${q.id}/lessons/${l.id}/publish`, { quando });
    expect(scheduled).toMatchObject({ estado: 'scheduled', publicarEm: quando, notificadoEm: null });
    expect(await shown(q.id)).toEqual([]);
    expect(await publishDueLessons(w.t.app)).toBe(0);
    expect(await notices(q.id)).toEqual([]);
    await arrive(l.id);
    const runs = await Promise.all([publishDueLessons(w.t.app), publishDueLessons(w.t.app)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await notices(q.id)).toEqual([{ titulo: 'O semeador' }]);
    expect(await shown(q.id)).toEqual(['O semeador']);
    expect((await ok('GET', `/ebd/${q.id}/lessons`)).itens).toMatchObject([
      { id: l.id, estado: 'published', notificadoEm: expect.any(String) },
    ]);
    expect(await publishDueLessons(w.t.app)).toBe(0);
  });

  it('taken back to a draft, a scheduled lesson drops its time and is never notified; one published before a schedule stays quiet', async () => {
    const q = await ok('POST', '/ebd', quarter(), 201);
    await ok('POST', `/ebd/${q.id}/publish`, {});
    const l = await ok('POST', `/ebd/${q.id}/lessons`, lesson('O joio'), 201);
    await ok('POST', `/ebd/${q.id}/lessons/${l.id}/publish`, { quando: inAnHour() });
    expect(await ok('POST', `/ebd/${q.id}/lessons/${l.id}/unpublish`)).toMatchObject({ estado: 'draft', publicarEm: null });
    // A lesson shown without a schedule (as the demo's are) and not notified is none of the job's business.
    const old = await ok('POST', `/ebd/${q.id}/lessons`, lesson('A mostarda', 2), 201);
    await w.t.app.database.db.update(ebdLicao).set({ rascunho: false }).where(eq(ebdLicao.id, old.id));
    expect(await publishDueLessons(w.t.app)).toBe(0);
    expect(await notices(q.id)).toEqual([]);
    expect(await shown(q.id)).toEqual(['A mostarda']);
  });

  it('refuses a time in the past on `quando`, a wrong type, and scheduling in a quarter still a draft', async () => {
    const q = await ok('POST', '/ebd', quarter(), 201);
    const l = await ok('POST', `/ebd/${q.id}/lessons`, lesson('A rede'), 201);
    const draftQuarter = await call('POST', `/ebd/${q.id}/lessons/${l.id}/publish`, { quando: inAnHour() });
    expect(draftQuarter.json()).toMatchObject({ code: 'EBD_QUARTER_NOT_SHOWING' });
    expect(draftQuarter.statusCode).toBe(400);
    await ok('POST', `/ebd/${q.id}/publish`, {});
    const past = await call('POST', `/ebd/${q.id}/lessons/${l.id}/publish`, { quando: '2001-01-01T10:00:00.000Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'CONTENT_PUBLISH_IN_PAST', fields: { quando: expect.any(String) } });
    const wrong = await call('POST', `/ebd/${q.id}/lessons/${l.id}/publish`, { quando: 12 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.quando).toBeTruthy();
    expect((await ok('GET', `/ebd/${q.id}/lessons`)).itens).toMatchObject([{ id: l.id, estado: 'draft' }]);
  });
});
