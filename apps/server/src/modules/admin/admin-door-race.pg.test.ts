import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestEvent } from '../events/events.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { checkIn, doorEvent, sync, ticketsOf } from './door.test-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Door check-in at once on PostgreSQL (PGlite has one connection, so requests never overlap there): one ticket
 * scanned by four doors at the same moment is admitted once, the others answer `ja_admitido`; online scans and
 * offline syncs of one ticket racing leave one admission, the earliest by client time; one batch retried in
 * parallel records each item once.
 */
describe.skipIf(!onPostgres)('door check-in: scans at once', () => {
  let t: TestApp;
  let church: TestChurch;
  let event: TestEvent;
  const staff: StaffSession[] = [];
  const staffIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'corrida-porta');
    event = await doorEvent(t.app, church, 'Culto de Natal');
    for (let i = 0; i < 2; i++) {
      const m = await createMember(t.app, church);
      await grantPreset(t.app, church, m, 'door_staff', event.id);
      staff.push(await staffLogin(t.app, m));
      staffIds.push(m.contaId);
    }
  });
  afterAll(() => t.close());

  const rows = async (table: 'evento_checkin' | 'evento_checkin_sync') => {
    const result = (await t.app.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  };

  it('four doors, one ticket, the same moment: admitted once', async () => {
    for (let round = 0; round < 5; round++) {
      const [ticket] = await ticketsOf(t.app, church, event, 'confirmada', [`Round ${round}`]);
      const before = await rows('evento_checkin');
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) => checkIn(t.app, staff[i % 2]!, church, event.id, { codigo: ticket!.codigo, dispositivo: `door-${i}` })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.map((a) => a.json().veredito).sort()).toEqual(['admitido', 'ja_admitido', 'ja_admitido', 'ja_admitido']);
      expect(await rows('evento_checkin')).toBe(before + 1);
    }
  });

  it('the doors that lost the race name the admission that won it (read after the winner committed)', async () => {
    for (let round = 0; round < 3; round++) {
      const [ticket] = await ticketsOf(t.app, church, event, 'confirmada', [`Perdedores ${round}`]);
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          checkIn(t.app, staff[i % 2]!, church, event.id, { codigo: ticket!.codigo, dispositivo: `lost-${i}`, porta: `Porta ${i}` }),
        ),
      );
      const winner = answers.findIndex((a) => a.json().veredito === 'admitido');
      expect(winner).toBeGreaterThanOrEqual(0);
      const losers = answers.filter((_, i) => i !== winner).map((a) => a.json());
      expect(losers).toHaveLength(3);
      for (const lost of losers)
        expect(lost).toMatchObject({
          veredito: 'ja_admitido',
          titular: `Perdedores ${round}`,
          admissao: { dispositivo: `lost-${winner}`, porta: `Porta ${winner}`, por: { contaId: staffIds[winner % 2] } },
        });
    }
  });

  it('online scans and offline syncs racing: one admission, the earliest by client time', async () => {
    const [ticket] = await ticketsOf(t.app, church, event, 'confirmada', ['Corrida']);
    const earliest = new Date(Date.now() - 60_000).toISOString();
    const answers = await Promise.all([
      checkIn(t.app, staff[0]!, church, event.id, { codigo: ticket!.codigo, dispositivo: 'online' }),
      sync(t.app, staff[1]!, church, event.id, { dispositivo: 'off-a', itens: [{ localId: 'a', codigo: ticket!.codigo, em: earliest }] }),
      sync(t.app, staff[0]!, church, event.id, {
        dispositivo: 'off-b',
        itens: [{ localId: 'b', codigo: ticket!.codigo, em: new Date(Date.now() - 30_000).toISOString() }],
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.json().itens[0].resultado).toBe('admitido');
    // off-b may have displaced the online scan before off-a displaced it: either way off-a stands.
    const scan = await checkIn(t.app, staff[0]!, church, event.id, { codigo: ticket!.codigo });
    expect(scan.json()).toMatchObject({ veredito: 'ja_admitido', admissao: { dispositivo: 'off-a', em: earliest } });
  });

  it('one batch retried in parallel: each item recorded once', async () => {
    const fresh = await ticketsOf(t.app, church, event, 'confirmada', ['P1', 'P2', 'P3']);
    const batch = {
      dispositivo: `retry-${randomUUID()}`,
      itens: fresh.map((f, i) => ({ localId: `l${i}`, codigo: f.codigo, em: new Date().toISOString() })),
    };
    const before = await rows('evento_checkin_sync');
    const answers = await Promise.all([1, 2, 3].map(() => sync(t.app, staff[0]!, church, event.id, batch)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers)
      expect(a.json().itens.map((i: { resultado: string }) => i.resultado)).toEqual(['admitido', 'admitido', 'admitido']);
    expect(await rows('evento_checkin_sync')).toBe(before + 3);
  });
});
