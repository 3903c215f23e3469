import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECEIPT_MAIL_JOB, RECEIPTS_JOB, sendReceiptMail } from './receipts.jobs.ts';
import { createReceiptsWorld, type ReceiptsWorld } from './receipts.test-helpers.ts';

/**
 * A yearly receipt counts as e-mailed only once the mailer took its message: a send the transport refuses leaves
 * the receipt unsent (the year's progress shows it missing), its job failed for a retry, and the retry sends it and
 * marks it then.
 */
let w: ReceiptsWorld;
beforeAll(async () => {
  w = await createReceiptsWorld();
});
afterAll(() => w.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await w.t.app.database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('a receipt e-mail the mailer refuses', () => {
  it('stays unsent and visible, its job kept for a retry, and is marked sent when the retry hands it over', async () => {
    const runId = (await w.call(w.treasurer, 'POST', '', { ano: 2025 })).json().id as number;
    expect(await w.t.app.jobs.drain(RECEIPTS_JOB)).toBe(1);
    const before = (await w.outbox()).length;
    // The transport refuses the first message (SMTP down), then works again.
    const deliver = vi.spyOn(w.t.app.mailer, 'deliver').mockRejectedValueOnce(new Error('SMTP 421 service not available'));
    expect(await w.t.app.jobs.drain(RECEIPT_MAIL_JOB)).toBe(3);
    expect(deliver).toHaveBeenCalledTimes(3);
    const unsent = await rows<{ id: number }>(sql`select id from informe_doacao where id_lote = ${runId} and enviado_em is null`);
    expect(unsent).toHaveLength(1);
    expect((await w.outbox()).length).toBe(before + 2);
    const year = (await w.call(w.treasurer, 'GET', '?ano=2025')).json().lote;
    expect(year).toMatchObject({ id: runId, gerados: 3, enviados: 2 });
    // Its job failed and waits for a retry (pg-boss state 'retry'); the sent ones completed.
    const states = await rows<{ state: string; receipt: number }>(
      sql`select state, (data->>'receiptId')::int as receipt from pgboss.job where name = ${RECEIPT_MAIL_JOB} order by state`,
    );
    expect(states.filter((s) => s.state === 'retry').map((s) => s.receipt)).toEqual([unsent[0]!.id]);
    expect(states.filter((s) => s.state === 'completed')).toHaveLength(2);

    // The retry (what pg-boss runs after the delay) hands the message over and only then marks it.
    await sendReceiptMail(w.t.app, { churchId: w.videira.id, receiptId: unsent[0]!.id });
    expect((await w.outbox()).length).toBe(before + 3);
    expect((await w.call(w.treasurer, 'GET', '?ano=2025')).json().lote).toMatchObject({ enviados: 3 });
    // Sent once: a repeat of the job sends nothing more.
    await sendReceiptMail(w.t.app, { churchId: w.videira.id, receiptId: unsent[0]!.id });
    expect((await w.outbox()).length).toBe(before + 3);
    deliver.mockRestore();
  });
});
