import type { TPrayerWallEvent } from '@congrega/contract/prayer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../../test/event-stream-client.ts';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from './prayer.fixtures.ts';
import { oracaoConfig } from './prayer-moderation.schema.ts';

type Prayed = Extract<TPrayerWallEvent, { type: 'prayed' }>;
type Message = Extract<TPrayerWallEvent, { type: 'message' }>;

/**
 * The wall live for everyone looking (issue 34): a visitor's open stream hears each prayer's new count and each new
 * supportive message of a request on the public wall, and nothing of a private request, of one waiting for
 * approval, or of another church; the text it hears is what a visitor may read anyway.
 */
describe('prayer wall live updates', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let w: PrayerWorld;
  const streams: EventStreamClient[] = [];
  const watch = async (slug: string, host: string) => {
    const stream = await EventStreamClient.open(t.app, `/api/v1/oracao/${slug}/ao-vivo`, host);
    streams.push(stream);
    return stream;
  };
  const pray = (headers: Record<string, string>, idOracao: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/oracao/orar/', headers, payload: { idOracao } });
  const message = (headers: Record<string, string>, idOracao: string, mensagem: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/oracao/mensagem/', headers, payload: { idOracao, mensagem } });

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'mural-ao-vivo');
  });
  afterAll(async () => {
    await t.close();
    for (const s of streams) s.close();
  });

  it('tells every open wall the new count and the new message of a public request', async () => {
    const wall = await watch(w.church.slug, w.church.host);
    expect(wall.status).toBe(200);
    expect(wall.headers['content-type']).toMatch(/^text\/event-stream/);
    const id = await createPrayer(t.app, w.author, { mensagem: 'Pela minha família' });
    expect((await pray(w.other.headers, id)).statusCode).toBe(200);
    expect(await wall.next<Prayed>('prayed')).toEqual({ type: 'prayed', id, quantidadeOracoes: 1 });
    expect((await pray(w.author.headers, id)).statusCode).toBe(200);
    expect(await wall.next<Prayed>('prayed')).toMatchObject({ id, quantidadeOracoes: 2 });
    expect((await message(w.other.headers, id, 'Estamos juntos!')).statusCode).toBe(201);
    const heard = await wall.next<Message>('message');
    expect(heard).toMatchObject({
      type: 'message',
      idOracao: id,
      quantidadeMensagens: 1,
      mensagem: { nome: 'Bruno', mensagem: 'Estamos juntos!' },
    });
    expect(heard.mensagem).not.toHaveProperty('meu');
  });

  it('says nothing of a private request, one waiting for approval, or another church', async () => {
    const wall = await watch(w.church.slug, w.church.host);
    const secret = await createPrayer(t.app, w.author, { mensagem: 'Pedido só para a equipe', flagPublicarMural: 'false' });
    expect((await pray(w.author.headers, secret)).statusCode).toBe(200);
    expect((await message(w.author.headers, secret, 'Texto que ninguém mais lê')).statusCode).toBe(201);
    await t.app.database.db
      .insert(oracaoConfig)
      .values({ igrejaId: w.church.id, flagAprovacao: true })
      .onConflictDoUpdate({
        target: oracaoConfig.igrejaId,
        set: { flagAprovacao: true },
      });
    const pending = await createPrayer(t.app, w.author, { mensagem: 'Aguardando aprovação' });
    expect((await pray(w.author.headers, pending)).statusCode).toBe(200);
    const other = await createChurch(t.app, 'outro-mural-ao-vivo');
    const stranger = await createMember(t.app, other);
    const theirs = await createPrayer(t.app, stranger, { mensagem: 'Da outra igreja' });
    expect((await pray(stranger.headers, theirs)).statusCode).toBe(200);
    // Nothing of it reached the wall.
    await expect(wall.next('prayed', 400)).rejects.toThrow(/no prayed event/);
    await expect(wall.next('message', 50)).rejects.toThrow(/no message event/);
  });

  it("refuses another church's slug before the stream opens", async () => {
    const wrong = await watch('outra-igreja', w.church.host);
    expect(wrong.status).toBe(404);
    expect(JSON.parse(await wrong.body()).code).toBe('CHURCH_NOT_FOUND');
  });
});
