import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantPreset } from '../admin/admin.test-helpers.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { createGroup } from './groups.fixtures.ts';
import { celulaConfiguracao, celulaSolicitacao } from './groups.schema.ts';
import { sendJoinRequestReminders } from './reminder-runner.ts';

/** Unanswered join requests remind the leader after N days, then the staff after N more; each exactly once. */
describe('join request reminders', () => {
  let t: TestApp;
  let church: TestChurch;
  let leader: TestMember;
  let requester: TestMember;
  let staff: TestMember;
  let cellAdmin: TestMember;
  let cell: number;
  const DAY = 86_400_000;
  const notices = (usuarioId: number) =>
    t.app.database.db
      .select({ titulo: notificacao.titulo, corpo: notificacao.corpo })
      .from(notificacao)
      .where(and(eq(notificacao.usuarioId, usuarioId), eq(notificacao.tipo, 'CELULA')));
  const ask = (celulaId: number, usuarioId: number, daysAgo: number) =>
    t.app.database.db
      .insert(celulaSolicitacao)
      .values({ igrejaId: church.id, celulaId, usuarioId, criadoEm: new Date(Date.now() - daysAgo * DAY) })
      .returning({ id: celulaSolicitacao.id });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'lembretes');
    leader = await createMember(t.app, church, { nome: 'Lia' });
    requester = await createMember(t.app, church, { nome: 'Rui' });
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    cellAdmin = await createMember(t.app, church);
    await grantPreset(t.app, church, cellAdmin, 'church_admin');
    cell = await createGroup(t.app, church, { nome: 'Célula Luz', liderUsuarioId: leader.usuarioId });
  });
  afterAll(() => t.close());

  it('waits N days, reminds the leader once, then the staff once after N more days', async () => {
    const [request] = await ask(cell, requester.usuarioId, 2);
    expect(await sendJoinRequestReminders(t.app)).toBe(0);
    await t.app.database.db
      .update(celulaSolicitacao)
      .set({ criadoEm: new Date(Date.now() - 3 * DAY - 1000) })
      .where(eq(celulaSolicitacao.id, request!.id));
    // Two copies at once: one claims, the other finds nothing left.
    const [a, b] = await Promise.all([sendJoinRequestReminders(t.app), sendJoinRequestReminders(t.app)]);
    expect(a + b).toBe(1);
    expect(await notices(leader.usuarioId)).toEqual([
      { titulo: 'Solicitação aguardando resposta: Célula Luz', corpo: expect.stringContaining('Rui Teste') },
    ]);
    expect(await notices(staff.usuarioId)).toEqual([]);
    expect(await sendJoinRequestReminders(t.app)).toBe(0);
    await t.app.database.db
      .update(celulaSolicitacao)
      .set({ lembreteLiderEm: sql`now() - interval '3 days 1 minute'` })
      .where(eq(celulaSolicitacao.id, request!.id));
    expect(await sendJoinRequestReminders(t.app)).toBe(2);
    expect((await notices(staff.usuarioId)).map((n) => n.titulo)).toEqual(['Solicitação sem resposta: Célula Luz']);
    expect(await notices(cellAdmin.usuarioId)).toHaveLength(1);
    expect(await sendJoinRequestReminders(t.app)).toBe(0);
  });

  it("follows the church's setting, skips answered requests and sends a leaderless cell's straight to staff", async () => {
    await t.app.database.db.insert(celulaConfiguracao).values({ igrejaId: church.id, diasLembrete: 10 });
    const other = await createMember(t.app, church);
    const lonely = await createGroup(t.app, church, { nome: 'Sem líder' });
    await ask(cell, other.usuarioId, 5);
    expect(await sendJoinRequestReminders(t.app)).toBe(0);
    const answered = await createMember(t.app, church);
    await t.app.database.db.insert(celulaSolicitacao).values({
      igrejaId: church.id,
      celulaId: cell,
      usuarioId: answered.usuarioId,
      status: 'aceita',
      criadoEm: new Date(Date.now() - 30 * DAY),
    });
    await ask(lonely, other.usuarioId, 11);
    const before = (await notices(staff.usuarioId)).length;
    expect(await sendJoinRequestReminders(t.app)).toBe(2);
    expect((await notices(staff.usuarioId)).length).toBe(before + 1);
    const [row] = await t.app.database.db
      .select()
      .from(celulaSolicitacao)
      .where(and(eq(celulaSolicitacao.celulaId, lonely), eq(celulaSolicitacao.usuarioId, other.usuarioId)));
    expect(row?.lembreteEquipeEm).not.toBeNull();
    expect(await sendJoinRequestReminders(t.app)).toBe(0);
  });
});
