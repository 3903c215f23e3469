import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { serverCopies } from '../../test/server-copies.ts';
import { createEvent, holders } from './events.fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const STOCK = 100;
const LIMIT = 2;
const MEMBERS = 250;
/** Each member sends two purchases at once (2 tickets, then 1): 500 concurrent buyers' requests. */
const REQUESTS = MEMBERS * 2;

/**
 * The oversell race (PostgreSQL only: PGlite has one connection, so nothing there runs concurrently): 500
 * purchases at once from 250 members, through two server copies (each its own pool of 10 connections) on one
 * database, for 100 tickets with a per-user limit of 2. Exactly 100 are sold, nobody holds more than 2, and every
 * refusal is a 409 of the rule that refused it.
 */
describe.skipIf(!onPostgres)('events: 500 concurrent purchases for 100 tickets, limit 2', () => {
  const servers = serverCopies();
  const startCopy = () => servers.start();

  beforeAll(() => servers.setUp());
  afterAll(() => servers.dispose());

  it('sells exactly 100 and nobody gets more than 2', { timeout: 300_000 }, async () => {
    const a = await startCopy();
    const b = await startCopy();
    const church = await createChurch(a, 'corrida');
    b.tenantCache.clear();
    const event = await createEvent(a, church, { tickets: [{ valor: 0, quantidade: STOCK, limitePorUsuario: LIMIT }] });
    const members: TestMember[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await createMember(a, church));
    const purchase = (app: App, m: TestMember, quantidade: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/usuario/${m.usuarioId}/evento/${event.id}/inscricao/`,
        headers: { ...m.headers, 'idempotency-key': randomUUID() },
        payload: {
          versaoEvento: event.versao,
          ingressos: [{ id: event.tickets[0]!.id, quantidade, titulares: holders(quantidade) }],
          valorTotal: 0,
        },
      });

    const started = performance.now();
    const answers = await Promise.all(members.flatMap((m, i) => [purchase(i % 2 ? a : b, m, 2), purchase(i % 2 ? b : a, m, 1)]));
    const seconds = (performance.now() - started) / 1000;

    const byStatus = new Map<string, number>();
    for (const res of answers) {
      const key = res.statusCode === 201 ? '201' : `${res.statusCode} ${res.json().code}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    process.stdout.write(
      `events race: ${REQUESTS} purchases (${MEMBERS} members x 2, two copies) for ${STOCK} tickets in ${seconds.toFixed(2)} s = ${(REQUESTS / seconds).toFixed(0)} req/s; ${JSON.stringify(Object.fromEntries(byStatus))}\n`,
    );
    expect([...byStatus.keys()].every((k) => ['201', '409 EVT_REG_001', '409 EVT_REG_021', '409 EVT_USER_LIMIT'].includes(k))).toBe(true);

    const db = a.database.db;
    const result = (await db.execute(sql`select
        (select vendidos from evento_ingresso where id = ${event.tickets[0]!.id}) as vendidos,
        (select reservados from evento_ingresso where id = ${event.tickets[0]!.id}) as reservados,
        (select count(*)::int from evento_bilhete b join evento_inscricao i on i.id = b.inscricao_id where i.status = 'confirmada') as tickets,
        (select coalesce(max(n), 0)::int from (select count(*) as n from evento_bilhete b join evento_inscricao i on i.id = b.inscricao_id
          where i.status = 'confirmada' group by i.id_usuario) per_member) as most`)) as unknown as {
      rows: { vendidos: number; reservados: number; tickets: number; most: number }[];
    };
    expect(result.rows[0]).toEqual({ vendidos: STOCK, reservados: 0, tickets: STOCK, most: LIMIT });
  });
});
