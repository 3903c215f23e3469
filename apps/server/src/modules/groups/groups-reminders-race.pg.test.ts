import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { createGroup } from './groups.fixtures.ts';
import { celulaSolicitacao } from './groups.schema.ts';
import { sendJoinRequestReminders } from './reminder-runner.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Reminders from several server copies at once on PostgreSQL (PGlite has one connection, so runs never overlap
 * there): six runners racing over the same due requests send each leader's reminder exactly once.
 */
describe.skipIf(!onPostgres)('join request reminders: copies at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends each reminder once whatever the number of copies', async () => {
    const church = await createChurch(t.app, 'corrida-lembrete');
    const leader = await createMember(t.app, church);
    const cell = await createGroup(t.app, church, { nome: 'Célula Corrida', liderUsuarioId: leader.usuarioId });
    const old = new Date(Date.now() - 5 * 86_400_000);
    for (let i = 0; i < 5; i++) {
      const m = await createMember(t.app, church);
      await t.app.database.db
        .insert(celulaSolicitacao)
        .values({ igrejaId: church.id, celulaId: cell, usuarioId: m.usuarioId, criadoEm: old });
    }
    const sent = await Promise.all(Array.from({ length: 6 }, () => sendJoinRequestReminders(t.app)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(5);
    const rows = await t.app.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.usuarioId, leader.usuarioId), eq(notificacao.tipo, 'CELULA')));
    expect(rows).toHaveLength(5);
  });
});
