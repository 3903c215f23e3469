import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestEvent } from '../events/events.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { checkIn, doorEvent, doorGet, sync, ticketsOf, type DoorTicketFixture } from './door.test-helpers.ts';

/**
 * Offline admissions synced (issue 32): the first by client time wins, then by arrival; the others are conflicts
 * flagged to staff; a retried batch answers the same and counts nothing twice; at most 500 items.
 */
let t: TestApp;
let videira: TestChurch;
let staff: StaffSession;
let event: TestEvent;
let other: TestEvent;
let tickets: DoorTicketFixture[];
let cancelled: DoorTicketFixture;
let ofOther: DoorTicketFixture;

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const item = (codigo: string, minutesAgo: number, localId: string = randomUUID()) => ({
  localId,
  codigo,
  em: at(minutesAgo),
  porta: 'Lateral',
});

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  event = await doorEvent(t.app, videira, 'Vigília');
  other = await doorEvent(t.app, videira, 'Outro');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'door_staff', event.id);
  staff = await staffLogin(t.app, m);
  tickets = await ticketsOf(t.app, videira, event, 'confirmada', ['T0', 'T1', 'T2', 'T3', 'T4', 'T5']);
  cancelled = (await ticketsOf(t.app, videira, event, 'cancelada', ['Cancelado']))[0]!;
  ofOther = (await ticketsOf(t.app, videira, other, 'confirmada', ['Outro']))[0]!;
});
afterAll(() => t.close());

describe('offline sync', () => {
  it('admits queued tickets and refuses what is no longer admissible, flagged', async () => {
    const res = await sync(t.app, staff, videira, event.id, {
      dispositivo: 'tablet',
      itens: [
        { ...item(tickets[0]!.codigo, 30), localId: 'a' },
        { ...item(cancelled.codigo, 29), localId: 'b' },
        { ...item(ofOther.codigo, 28), localId: 'c' },
        { ...item('nope', 27), localId: 'd' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().itens).toEqual([
      { localId: 'a', resultado: 'admitido', repetido: false },
      { localId: 'b', resultado: 'cancelado', repetido: false },
      { localId: 'c', resultado: 'outro_evento', repetido: false },
      { localId: 'd', resultado: 'desconhecido', repetido: false },
    ]);
    expect(res.json().contagem).toEqual({ admitidos: 1, esperados: 6, conflitos: 3 });
  });

  it('is idempotent on (device, local id): a retried batch answers the same and counts nothing twice', async () => {
    const batch = { dispositivo: 'phone-r', itens: [item(tickets[1]!.codigo, 20, 'r1'), item(tickets[2]!.codigo, 19, 'r2')] };
    const first = await sync(t.app, staff, videira, event.id, batch);
    const again = await sync(t.app, staff, videira, event.id, batch);
    expect(first.json().itens.map((i: { resultado: string }) => i.resultado)).toEqual(['admitido', 'admitido']);
    expect(again.json().itens).toEqual([
      { localId: 'r1', resultado: 'admitido', repetido: true },
      { localId: 'r2', resultado: 'admitido', repetido: true },
    ]);
    expect(again.json().contagem).toEqual(first.json().contagem);
    // Parallel retries of one batch too.
    const parallel = { dispositivo: 'phone-p', itens: [item(tickets[3]!.codigo, 18, 'p1')] };
    const answers = await Promise.all([1, 2, 3].map(() => sync(t.app, staff, videira, event.id, parallel)));
    expect(answers.map((a) => a.json().itens[0].resultado)).toEqual(['admitido', 'admitido', 'admitido']);
    expect(answers.filter((a) => !a.json().itens[0].repetido)).toHaveLength(1);
    expect((await doorGet(t.app, staff, videira, event.id)).json().contagem.admitidos).toBe(4);
  });

  it('keeps the earliest admission by client time: a later one is a conflict, an earlier one displaces the standing one', async () => {
    // Online at the door now; a phone offline had let the same person in 10 minutes ago.
    expect((await checkIn(t.app, staff, videira, event.id, { codigo: tickets[4]!.codigo, dispositivo: 'online' })).json().veredito).toBe(
      'admitido',
    );
    const earlier = await sync(t.app, staff, videira, event.id, { dispositivo: 'offline-1', itens: [item(tickets[4]!.codigo, 10, 'e1')] });
    expect(earlier.json().itens[0]).toEqual({ localId: 'e1', resultado: 'admitido', repetido: false });
    const scan = await checkIn(t.app, staff, videira, event.id, { codigo: tickets[4]!.codigo });
    expect(scan.json()).toMatchObject({ veredito: 'ja_admitido', admissao: { dispositivo: 'offline-1', porta: 'Lateral' } });
    // Another offline phone, later still: a conflict.
    const later = await sync(t.app, staff, videira, event.id, { dispositivo: 'offline-2', itens: [item(tickets[4]!.codigo, 5, 'l1')] });
    expect(later.json().itens[0]).toEqual({ localId: 'l1', resultado: 'conflito', repetido: false });
    // Same client time: the one that arrived first stands.
    const same = at(3);
    await sync(t.app, staff, videira, event.id, { dispositivo: 'x', itens: [{ localId: 's1', codigo: tickets[5]!.codigo, em: same }] });
    const tie = await sync(t.app, staff, videira, event.id, {
      dispositivo: 'y',
      itens: [{ localId: 's2', codigo: tickets[5]!.codigo, em: same }],
    });
    expect(tie.json().itens[0].resultado).toBe('conflito');

    const conflicts = await doorGet(t.app, staff, videira, event.id, '/conflicts');
    expect(conflicts.statusCode).toBe(200);
    const forT4 = conflicts.json().itens.filter((c: { titular: string }) => c.titular === 'T4');
    expect(forT4).toHaveLength(2);
    expect(forT4).toContainEqual(
      expect.objectContaining({
        resultado: 'admitido',
        venceu: true,
        esta: expect.objectContaining({ dispositivo: 'offline-1' }),
        outra: expect.objectContaining({ dispositivo: 'online' }),
      }),
    );
    expect(forT4).toContainEqual(
      expect.objectContaining({
        resultado: 'conflito',
        venceu: false,
        esta: expect.objectContaining({ dispositivo: 'offline-2' }),
        outra: expect.objectContaining({ dispositivo: 'offline-1' }),
      }),
    );
    expect((await doorGet(t.app, staff, videira, event.id)).json().contagem).toEqual({ admitidos: 6, esperados: 6, conflitos: 6 });
  });

  it('within one batch, two scans of one ticket: the earlier is admitted, the other a conflict', async () => {
    const [fresh] = await ticketsOf(t.app, videira, event, 'confirmada', ['Duplo']);
    const res = await sync(t.app, staff, videira, event.id, {
      dispositivo: 'batch',
      itens: [item(fresh!.codigo, 1, 'late'), item(fresh!.codigo, 2, 'early')],
    });
    expect(res.json().itens).toEqual([
      { localId: 'late', resultado: 'conflito', repetido: false },
      { localId: 'early', resultado: 'admitido', repetido: false },
    ]);
  });

  it.each([
    ['no items', { dispositivo: 'd', itens: [] }, 'itens'],
    ['too many items', { dispositivo: 'd', itens: Array.from({ length: 501 }, (_, i) => item('c', 1, `i${i}`)) }, 'itens'],
    ['item without time', { dispositivo: 'd', itens: [{ localId: 'x', codigo: 'c' }] }, 'itens.0.em'],
    ['item with a bad time', { dispositivo: 'd', itens: [{ localId: 'x', codigo: 'c', em: '2026-13-01' }] }, 'itens.0.em'],
    ['item without local id', { dispositivo: 'd', itens: [{ codigo: 'c', em: at(1) }] }, 'itens.0.localId'],
    ['no device', { itens: [item('c', 1)] }, 'dispositivo'],
    ['unknown field', { dispositivo: 'd', itens: [item('c', 1)], extra: true }, 'extra'],
  ])('refuses %s with a translated 400', async (_name, payload, field) => {
    const res = await sync(t.app, staff, videira, event.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]).toEqual(expect.any(String));
    expect(res.json().fields?.[field]).not.toMatch(/^validation\./);
  });

  it("refuses another event's door for a scoped door grant", async () => {
    const res = await sync(t.app, staff, videira, other.id, { dispositivo: 'd', itens: [item(ofOther.codigo, 1)] });
    expect(res.statusCode).toBe(403);
  });
});
