import { calendarDay } from '@congrega/contract/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueCard } from './member-card.fixtures.ts';

/**
 * A card is valid through its last day, the church's calendar day (not the database's): two churches 25 hours
 * apart, each holding a card whose last day is today in Pago Pago (UTC-11). Whatever the hour in UTC, one of the two
 * answers differs from what the database's own date would say.
 */
describe("member card validity follows the church's calendar day", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('valid on its last day at a church in Pago Pago, expired at a church in Kiritimati (already the next day)', async () => {
    const lastDay = calendarDay(new Date(), 'Pacific/Pago_Pago');
    const validAt = async (slug: string, fusoHorario: string) => {
      const church = await createChurch(t.app, slug, { fusoHorario });
      const holder = await createMember(t.app, church);
      await issueCard(t.app, church, holder, { numeroMembro: '000001', validade: lastDay });
      const res = await t.app.inject({
        url: `/api/v1/usuario-carteirinha/?usuario=${holder.usuarioId}&igreja=${church.id}`,
        headers: holder.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { carteirinha: { valida: boolean } }).carteirinha.valida;
    };
    expect(await validAt('cartao-pago', 'Pacific/Pago_Pago')).toBe(true);
    expect(await validAt('cartao-kiritimati', 'Pacific/Kiritimati')).toBe(false);
  });
});
