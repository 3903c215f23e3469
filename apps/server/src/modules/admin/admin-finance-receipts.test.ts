import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBlankGlyphs, pdfFonts, pdfText } from '../../test/pdf-text.ts';
import { RECEIPT_MAIL_JOB, RECEIPTS_JOB } from './receipts.jobs.ts';
import { createReceiptsWorld, mailSubject, unzip, type ReceiptsWorld } from './receipts.test-helpers.ts';

/**
 * Yearly donation receipts (issue 31): a treasurer starts a year's generation (audited), the job draws one PDF per
 * giver (online gifts net of refunds, envelopes of committed batches) with embedded fonts, the console follows the
 * progress, the ZIP holds every receipt and each giver gets theirs by e-mail in their language. Refusals, isolation
 * and exactly-once: admin-finance-receipts-refusals.test.ts.
 */
let w: ReceiptsWorld;
let runId: number;
beforeAll(async () => {
  w = await createReceiptsWorld();
});
afterAll(() => w.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await w.t.app.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('generating a year', () => {
  it('shows a year never generated, with the church current year', async () => {
    const res = await w.call(w.treasurer, 'GET', '?ano=2025');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ano: 2025, anoAtual: new Date().getFullYear(), lote: null, faltaDadosLegais: false });
  });

  it('starts: lists the three givers (not the other church nor the excluded gifts) and audits the start', async () => {
    const res = await w.call(w.treasurer, 'POST', '', { ano: 2025 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ano: 2025,
      estado: 'gerando',
      total: 3,
      gerados: 0,
      enviados: 0,
      iniciadoPor: { nome: 'Fernanda Teste' },
    });
    runId = res.json().id;
    const audit = await rows<{ acao: string; depois: unknown }>(
      sql`select acao, depois from auditoria where entidade = 'informe_lote' and entidade_id = ${String(runId)}`,
    );
    expect(audit).toEqual([{ acao: 'create', depois: { ano: 2025, doadores: 3 } }]);
    const busy = await w.call(w.treasurer, 'POST', '', { ano: 2024 });
    expect([busy.statusCode, busy.json().code]).toEqual([409, 'RECEIPT_RUN_BUSY']);
    expect(busy.json().message).toContain('still being generated');
    const early = await w.call(w.treasurer, 'GET', `/${runId}/zip`);
    expect([early.statusCode, early.json().code]).toEqual([409, 'RECEIPT_RUN_UNFINISHED']);
  });

  it('draws every receipt in the job, then the progress shows them drawn and, once the mails ran, e-mailed', async () => {
    expect(await w.t.app.jobs.drain(RECEIPTS_JOB)).toBe(1);
    const drawn = (await w.call(w.treasurer, 'GET', '?ano=2025')).json().lote;
    expect(drawn).toMatchObject({ id: runId, estado: 'concluido', total: 3, gerados: 3, enviados: 0 });
    expect(drawn.concluidoEm).not.toBeNull();
    expect(await w.t.app.jobs.drain(RECEIPT_MAIL_JOB)).toBe(3);
    expect((await w.call(w.treasurer, 'GET', '?ano=2025')).json().lote).toMatchObject({ enviados: 3 });
  });

  it('downloads the ZIP: one PDF per giver, each with the legal details, the gifts by month and reason, net of refunds', async () => {
    const res = await w.call(w.treasurer, 'GET', `/${runId}/zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="informes-${runId}.zip"`);
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name.replace(/-\d+\.pdf$/, '')).sort()).toEqual([
      'informe-2025-ana-souza',
      'informe-2025-lukasz-nguyen',
      'informe-2025-marta-teste',
    ]);
    const text = async (who: string) => nbsp(await pdfText(entries.find((e) => e.name.includes(who))!.bytes));

    const ana = await text('ana');
    expect(ana).toContain('Informe de donaciones 2025');
    expect(ana).toContain('Igreja Evangélica Videira');
    expect(ana).toContain('CNPJ: 11.222.333/0001-81');
    expect(ana).toContain('Avenida Paulista, 1000 - Bela Vista - São Paulo/SP - CEP 01310-100');
    expect(ana).toContain('CPF: 529.982.247-25');
    const lines = ana.split('\n');
    for (const s of ['Marzo', 'Julio', '100,00 R$', '50,00 R$', '20,00 R$', '170,00 R$']) expect(lines).toContain(s);
    // The fees, the half refunded, the gift refunded in full, 2024 and the pending gift are not donations of 2025.
    for (const absent of ['2,50', '40,00', '77,00', '66,00', '55,00']) expect(ana).not.toContain(absent);

    const lukasz = await text('lukasz');
    expect(lukasz).toContain('Donation receipt 2025');
    expect(lukasz).toContain('Giver: Łukasz Nguyễn ');
    expect(lukasz.split('\n')).toContain('李小明');
    expect(lukasz).toContain('CPF: not informed');
    expect(lukasz).not.toMatch(/[?\ufffd]/);
    const lukaszPdf = entries.find((e) => e.name.includes('lukasz'))!.bytes;
    const fonts = await pdfFonts(lukaszPdf);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
    expect(fonts.map((f) => f.name)).toContain('NotoSansSC-Regular');
    // Each glyph shown is in the embedded subset (pdf-lib's own subsetting kept only the first CJK one), and the file
    // stays small: the whole Noto Sans SC is 10 MB.
    expect(await pdfBlankGlyphs(lukaszPdf)).toEqual([]);
    expect(lukaszPdf.byteLength).toBeLessThan(60_000);

    const marta = await text('marta');
    expect(marta).toContain('Informe de doações 2025');
    expect(marta).toContain('Envelope (oferta no culto)');
    expect(marta.split('\n')).toContain('Novembro');
    expect(marta.split('\n')).toContain('R$ 80,00');
    expect(marta).not.toContain('9,99');

    const access = await rows<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'informe_lote' and acao = 'access' and entidade_id = ${String(runId)}`,
    );
    expect(access).toEqual([{ n: 1 }]);
  });

  it("e-mails each giver their PDF once, in the giver's language", async () => {
    const mails = await w.outbox();
    expect(mails).toHaveLength(3);
    const to = (email: string) => mails.filter((m) => m.includes(`To: ${email}`));
    const subjectOf = mailSubject;
    expect(to(w.ana.email)).toHaveLength(1);
    expect(subjectOf(to(w.ana.email)[0]!)).toBe('Igreja videira: tu informe de donaciones 2025');
    expect(subjectOf(to(w.lukasz.email)[0]!)).toBe('Igreja videira: your donation receipt for 2025');
    expect(subjectOf(to(w.marta.email)[0]!)).toBe('Igreja videira: seu informe de doações 2025');
    for (const m of mails) {
      expect(m).toContain('Content-Type: application/pdf');
      expect(m).toMatch(/filename=.?informe-2025-/);
    }
    // A mail job queued again for a receipt already e-mailed sends nothing.
    await w.t.app.jobs.send(RECEIPT_MAIL_JOB, {
      churchId: w.videira.id,
      receiptId: (await rows<{ id: number }>(sql`select id from informe_doacao limit 1`))[0]!.id,
    });
    await w.t.app.jobs.drain(RECEIPT_MAIL_JOB);
    expect(await w.outbox()).toHaveLength(3);
  });

  it('a second generation of the same year draws it again for the same givers', async () => {
    const res = await w.call(w.treasurer, 'POST', '', { ano: 2025 });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(runId);
    await w.t.app.jobs.drain(RECEIPTS_JOB);
    expect((await w.call(w.treasurer, 'GET', '?ano=2025')).json().lote).toMatchObject({
      id: res.json().id,
      gerados: 3,
      estado: 'concluido',
    });
  });

  it('a year without givers finishes at once with none', async () => {
    const res = await w.call(w.treasurer, 'POST', '', { ano: 2019 });
    expect(res.json()).toMatchObject({ estado: 'concluido', total: 0 });
    expect(await unzip((await w.call(w.treasurer, 'GET', `/${res.json().id}/zip`)).rawPayload)).toEqual([]);
  });
});
