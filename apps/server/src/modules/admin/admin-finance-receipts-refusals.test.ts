import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataScope } from '../../core/personal-data.ts';
import { drawReceipts } from './receipts-runner.ts';
import { receiptsPersonalData } from './receipts.personal-data.repository.ts';
import { RECEIPTS_JOB } from './receipts.jobs.ts';
import { createReceiptsWorld, type ReceiptsWorld } from './receipts.test-helpers.ts';

/**
 * Yearly donation receipts: each receipt drawn and counted once whatever the number of workers or restarts, bad
 * inputs answer a translated 400, another church's generation is never seen nor changed, the finance grant is
 * needed (the content editor gets 403), and a member's receipts go with their personal data.
 */
let w: ReceiptsWorld;
beforeAll(async () => {
  w = await createReceiptsWorld();
});
afterAll(() => w.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await w.t.app.database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('exactly once', () => {
  it('two workers on one generation, the first dying after one chunk: each receipt drawn once, each e-mail queued once', async () => {
    const runId = (await w.call(w.treasurer, 'POST', '', { ano: 2025 })).json().id as number;
    const job = { churchId: w.videira.id, runId };
    const queued: number[] = [];
    // A worker that dies after storing its first chunk (of one receipt), before it could queue that e-mail.
    await expect(
      drawReceipts(
        w.t.app,
        job,
        async () => {
          throw new Error('killed');
        },
        1,
      ),
    ).rejects.toThrow('killed');
    // Then two workers at once (a retried job next to a second copy), chunks of one.
    const both = await Promise.all([
      drawReceipts(w.t.app, job, async (id) => void queued.push(id), 1),
      drawReceipts(w.t.app, job, async (id) => void queued.push(id), 1),
    ]);
    expect(both[0].drawn + both[1].drawn).toBe(2);
    expect(new Set(queued).size).toBe(queued.length);
    const receipts = await rows<{ n: number; drawn: number }>(
      sql`select count(*)::int as n, count(pdf)::int as drawn from informe_doacao where id_lote = ${runId}`,
    );
    expect(receipts).toEqual([{ n: 3, drawn: 3 }]);
    // The e-mails queued went out; the dead worker's receipt, still unmailed 10 minutes later, is queued by the next
    // run of the job.
    await w.t.app.database.db.execute(sql`update informe_doacao set enviado_em = now() where id in ${queued}`);
    await w.t.app.database.db.execute(sql`update informe_doacao set gerado_em = now() - interval '11 minutes' where id_lote = ${runId}`);
    const late: number[] = [];
    expect(await drawReceipts(w.t.app, job, async (id) => void late.push(id))).toEqual({ drawn: 0 });
    expect(late).toHaveLength(1);
    expect(queued).not.toContain(late[0]);
    const year = (await w.call(w.treasurer, 'GET', '?ano=2025')).json().lote;
    expect(year).toMatchObject({ estado: 'concluido', total: 3, gerados: 3 });
    // The job queued at the start finds nothing left to draw.
    expect(await w.t.app.jobs.drain(RECEIPTS_JOB)).toBe(1);
    expect(await rows(sql`select count(*)::int as n from informe_doacao where id_lote = ${runId}`)).toEqual([{ n: 3 }]);
  });

  it('two treasurers starting at once start one generation', async () => {
    const [a, b] = await Promise.all([w.call(w.treasurer, 'POST', '', { ano: 2024 }), w.call(w.treasurer, 'POST', '', { ano: 2024 })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    await w.t.app.jobs.drain(RECEIPTS_JOB);
  });
});

describe('refusals', () => {
  const year = new Date().getFullYear();
  it.each([
    ['a year not begun', { ano: year + 1 }, 'Choose a year that has already begun.'],
    ['before 2000', { ano: 1999 }, undefined],
    ['not a number', { ano: 'x' }, undefined],
    ['not an integer', { ano: 2025.5 }, undefined],
    ['missing', {}, undefined],
  ])('starting with a year %s answers 400 with the field translated', async (_name, body, message) => {
    const res = await w.call(w.treasurer, 'POST', '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.ano).toBeTruthy();
    if (message) expect(res.json().fields.ano).toBe(message);
  });

  it('an unknown field, and a year not begun asked for, answer 400', async () => {
    expect((await w.call(w.treasurer, 'POST', '', { ano: 2025, x: 1 })).statusCode).toBe(400);
    const res = await w.call(w.treasurer, 'GET', `?ano=${year + 1}`);
    expect([res.statusCode, res.json().code]).toEqual([400, 'RECEIPT_YEAR_FUTURE']);
    expect((await w.call(w.treasurer, 'GET', '')).statusCode).toBe(400);
    expect((await w.call(w.treasurer, 'GET', '/abc/zip')).statusCode).toBe(400);
    const missing = await w.call(w.treasurer, 'GET', '/2147483647/zip');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'RECEIPT_RUN_NOT_FOUND']);
  });

  it('keeps the content editor out (403)', async () => {
    for (const [method, path, body] of [
      ['GET', '?ano=2025'],
      ['POST', '', { ano: 2025 }],
    ] as const) {
      const res = await w.call(w.editor, method, path, body);
      expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    }
  });
});

describe('isolation', () => {
  it("another church's generation is not found, its givers never on this church's receipts, and its rows unchanged", async () => {
    const grace = await w.call(w.graceTreasurer, 'POST', '', { ano: 2023 }, 'grace');
    expect(grace.statusCode).toBe(201);
    const graceRun = grace.json().id as number;
    const zip = await w.call(w.treasurer, 'GET', `/${graceRun}/zip`);
    expect([zip.statusCode, zip.json().code]).toEqual([404, 'RECEIPT_RUN_NOT_FOUND']);
    expect((await w.call(w.treasurer, 'GET', '?ano=2023')).json().lote).toBeNull();
    expect((await w.call(w.treasurer, 'GET', '?ano=2025', undefined, 'grace')).json().code).toBe('CHURCH_NOT_FOUND');
    const graceUsers = await rows<{ usuario_id: number }>(
      sql`select d.usuario_id from informe_doacao d join usuario u on u.id = d.usuario_id where u.igreja_id <> d.igreja_id`,
    );
    expect(graceUsers).toEqual([]);
    expect(await rows(sql`select estado from informe_lote where id = ${graceRun}`)).toEqual([{ estado: 'concluido' }]);
  });

  it("keeps another church's rows out of a church transaction (row-level security)", async () => {
    const graceRun = (await rows<{ id: number }>(sql`select id from informe_lote where igreja_id = ${w.grace.id} limit 1`))[0]!.id;
    const inVideira = (statement: ReturnType<typeof sql>) =>
      w.t.app.database.withChurch(w.videira.id, async (tx) => (await tx.execute(statement)) as unknown as { rows: unknown[] });
    expect((await inVideira(sql`select id from informe_lote where id = ${graceRun}`)).rows).toEqual([]);
    expect((await inVideira(sql`select id from informe_doacao where igreja_id = ${w.grace.id}`)).rows).toEqual([]);
    expect((await inVideira(sql`update informe_lote set ano = 2000 where id = ${graceRun} returning id`)).rows).toEqual([]);
    expect((await inVideira(sql`delete from informe_lote where id = ${graceRun} returning id`)).rows).toEqual([]);
    await expect(
      inVideira(sql`insert into informe_lote (igreja_id, ano, iniciado_por_conta_id, estado) values (${w.grace.id}, 2001, 1, 'concluido')`),
    ).rejects.toThrow();
  });
});

describe('personal data', () => {
  it("exports which years were drawn for a member and erases the member's receipts", async () => {
    const scope = (tx: unknown) => ({ tx, churchId: w.videira.id, usuarioId: w.ana.usuarioId }) as unknown as PersonalDataScope;
    const exported = await w.t.app.database.withChurch(w.videira.id, (tx) => receiptsPersonalData.exportData(scope(tx)));
    expect(exported).toEqual(expect.arrayContaining([expect.objectContaining({ ano: 2025, geradoEm: expect.any(String) })]));
    await w.t.app.database.withChurch(w.videira.id, (tx) => receiptsPersonalData.erase(scope(tx)));
    expect(await rows(sql`select id from informe_doacao where usuario_id = ${w.ana.usuarioId}`)).toEqual([]);
  });
});
