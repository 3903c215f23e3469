import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer } from '../payments/payments.fixtures.ts';
import { cardToken, createPlayChurch, subscribeRequest, type PlayChurch } from './play.fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Two subscribes of one member at once, each with its own Idempotency-Key (two tabs, a double tap): one subscription,
 * one card charge, and the other answers 409 PLAY_ALREADY_SUBSCRIBED, never a 500 after charging the card.
 * PostgreSQL only (PGlite has one connection, so requests never overlap there).
 */
describe.skipIf(!onPostgres)('Play subscribe: two at once for one member', () => {
  let t: TestApp;
  let church: PlayChurch;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'corrida-assinatura');
  });
  afterAll(() => t.close());

  it('charges once and answers the other with 409', async () => {
    for (let round = 0; round < 5; round++) {
      const member = await createPayer(t.app, church);
      const tokens = await Promise.all([cardToken(t.app, church, member), cardToken(t.app, church, member)]);
      const answers = await Promise.all(tokens.map((token) => subscribeRequest(t.app, church, member, { cartao: { token } })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('PLAY_ALREADY_SUBSCRIBED');
      const result = (await t.app.database.db.execute(sql`select
        (select count(*)::int from usuario_plano_assinatura where usuario_id = ${member.usuarioId}) as subs,
        (select count(*)::int from pagamento where id_usuario = ${member.usuarioId} and destino_tipo = 'assinatura_play') as charges`)) as unknown as {
        rows: { subs: number; charges: number }[];
      };
      expect(result.rows[0]).toEqual({ subs: 1, charges: 1 });
    }
  });
});
