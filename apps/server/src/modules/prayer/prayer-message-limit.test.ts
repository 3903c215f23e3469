import { PRAYER_MESSAGES_PER_WINDOW } from '@congrega/contract/admin/prayer-errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from './prayer.fixtures.ts';
import { oracaoMensagem } from './prayer.schema.ts';

/** Supportive messages per member (review, issue 34): 10 in 10 minutes at a church, then a translated 429. */
describe('supportive messages per member', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let w: PrayerWorld;
  const message = (headers: Record<string, string>, idOracao: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/oracao/mensagem/',
      headers: { ...headers, 'accept-language': lang },
      payload: { idOracao, mensagem: 'Estou orando por você' },
    });

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'limite-mensagens');
  });
  afterAll(() => t.close());

  it('takes PRAYER_MESSAGES_PER_WINDOW, then answers 429 PRAYER_MESSAGE_LIMIT with the wait, writing nothing', async () => {
    const id = await createPrayer(t.app, w.author);
    for (let i = 0; i < PRAYER_MESSAGES_PER_WINDOW; i++) expect((await message(w.other.headers, id)).statusCode).toBe(201);
    const refused = await message(w.other.headers, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'PRAYER_MESSAGE_LIMIT',
      message: expect.stringMatching(/^You sent many supportive messages in a short time\. Wait \d+ seconds to send another\.$/),
    });
    const inPortuguese = await message(w.other.headers, id, 'pt-BR');
    expect(inPortuguese.json().message).toMatch(/^Você enviou muitas mensagens de apoio em pouco tempo\./);
    expect((await message(w.other.headers, id, 'es')).json().message).toMatch(/^Enviaste muchos mensajes de apoyo/);
    const rows = await t.app.database.db.select().from(oracaoMensagem).where(eq(oracaoMensagem.idOracao, id));
    expect(rows).toHaveLength(PRAYER_MESSAGES_PER_WINDOW);
  });

  it("counts each member apart: another member's budget is untouched", async () => {
    const id = await createPrayer(t.app, w.author);
    expect((await message(w.staff.headers, id)).statusCode).toBe(201);
  });
});
