import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ChatTestClient, chatUrl } from '../chat/chat.test-helpers.ts';
import { seedLive } from './live.seed.ts';

describe('seedLive', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives videira a weekly schedule, a stream live now with chat history, and grace one service', async () => {
    const videira = await createChurch(t.app, 'videira');
    const grace = await createChurch(t.app, 'grace');
    const membro = await createMember(t.app, videira, { email: 'membro@videira.demo' });
    await seedLive({
      db: t.app.database.db,
      churches: { videira, grace },
      members: { 'membro@videira.demo': { contaId: membro.contaId, clients: { videira: membro.usuarioId } } },
    });
    const schedule = (await t.app.inject({ url: '/api/v1/igreja/videira/culto/', headers: { host: videira.host } })).json();
    expect(schedule.cultos).toHaveLength(4);
    expect(schedule.aoVivo).toMatchObject({
      titulo: 'Noite de Louvor ao vivo',
      fonte: { tipo: 'mp4', valor: '/media/seed/live/culto-demo.mp4' },
    });
    const video = await t.app.inject({ url: '/media/seed/live/culto-demo.mp4', headers: { host: videira.host } });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const client = await ChatTestClient.open(await chatUrl(t.app), videira.host);
    const joined = await client.join({ channel: schedule.aoVivo.id, name: 'Visitante' });
    expect(joined.history).toHaveLength(5);
    expect(joined.history.at(-1)).toMatchObject({ userId: `u:${membro.usuarioId}`, username: 'Maria Oliveira' });
    client.close();
    const other = (await t.app.inject({ url: '/api/v1/igreja/grace/culto/', headers: { host: grace.host } })).json();
    expect(other.cultos).toEqual([expect.objectContaining({ titulo: 'Sunday Service', fusoHorario: 'America/Chicago' })]);
  });

  it('skips quietly when the churches were not seeded', async () => {
    await expect(seedLive({ db: t.app.database.db, churches: {}, members: {} })).resolves.toBeUndefined();
  });
});
