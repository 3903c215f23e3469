import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { pdfBlankGlyphs, pdfFonts, pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { insertDonation } from './giving-account.fixtures.ts';
import { renderGivingStatement } from './giving-statement.ts';

describe('giving statement (PDF)', () => {
  let t: TestApp;
  let church: PayingChurch;
  let giver: TestMember;
  let other: TestMember;
  const url = (userId: number, ano: number | string, igreja: number | string) =>
    `/api/v1/usuario/${userId}/doacao/extrato/${ano}?igreja=${igreja}`;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'extrato');
    giver = await createPayer(t.app, church);
    other = await createPayer(t.app, church);
    await t.app.database.db.update(usuario).set({ cpf: '52998224725', nome: 'João' }).where(eq(usuario.id, giver.usuarioId));
    const at = (iso: string) => new Date(iso);
    await insertDonation(t.app, church, giver, {
      items: [{ motivo: church.reasons.dizimo, valor: 10_000 }],
      criadoEm: at('2025-03-10T15:00:00Z'),
    });
    await insertDonation(t.app, church, giver, {
      items: [
        { motivo: church.reasons.oferta, valor: 2_000 },
        { motivo: church.reasons.missoes, valor: 3_000 },
      ],
      metodo: 'cartao_credito',
      taxas: 250,
      criadoEm: at('2025-07-01T15:00:00Z'),
    });
    await insertDonation(t.app, church, giver, {
      items: [{ motivo: church.reasons.dizimo, valor: 10_000 }],
      criadoEm: at('2025-12-20T15:00:00Z'),
    });
    // 01:00 UTC on Jan 1 is still Dec 31 in São Paulo (in 2025); 03:00 UTC is 2026. Not approved and others': never.
    await insertDonation(t.app, church, giver, {
      items: [{ motivo: church.reasons.oferta, valor: 777 }],
      status: 'pendente',
      criadoEm: at('2025-05-01T12:00:00Z'),
    });
    await insertDonation(t.app, church, giver, {
      items: [{ motivo: church.reasons.oferta, valor: 888 }],
      criadoEm: at('2026-01-01T01:00:00Z'),
    });
    await insertDonation(t.app, church, giver, {
      items: [{ motivo: church.reasons.oferta, valor: 999 }],
      criadoEm: at('2026-01-01T03:00:00Z'),
    });
    await insertDonation(t.app, church, other, {
      items: [{ motivo: church.reasons.dizimo, valor: 4_242 }],
      criadoEm: at('2025-06-01T12:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('is a PDF attachment with the church, the giver, each gift, the totals per reason and the grand total', async () => {
    const res = await t.app.inject({
      url: url(giver.usuarioId, 2025, church.id),
      headers: { ...giver.headers, 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="doacoes-2025.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Igreja extrato');
    expect(text).toContain('Extrato de doações 2025');
    expect(text).toContain('Doador: João Teste');
    expect(text).toContain('CPF: 529.982.247-25');
    expect(text).toContain('Cartão de crédito');
    expect(text).toContain('Taxas pagas pelo doador');
    const money = (s: string) => s.replace(/\u00a0/g, ' ');
    const lines = money(text).split('\n');
    // Dízimo 2 x 100,00 = 200,00; Oferta 20,00 + 8,88; Missões 30,00; fees 2,50; grand total 261,38.
    expect(lines).toContain('R$ 200,00');
    expect(lines).toContain('R$ 28,88');
    expect(lines).toContain('R$ 261,38');
    expect(lines).toContain('Total doado no ano');
    expect(money(text)).toContain('31/12/2025');
    for (const absent of ['7,77', '9,99', '42,42']) expect(money(text)).not.toContain(absent);
  });

  it("takes the year and each gift's day on the church's clock: a church in Tokyo", async () => {
    const tokyo = await createPayingChurch(t.app, 'extrato-tokyo');
    await t.app.database.db.update(igreja).set({ fusoHorario: 'Asia/Tokyo' }).where(eq(igreja.id, tokyo.id));
    t.app.tenantCache.clear();
    const member = await createPayer(t.app, tokyo);
    // 16:00 UTC on 31 Dec 2025 is 01:00 on 1 Jan 2026 in Tokyo.
    await insertDonation(t.app, tokyo, member, {
      items: [{ motivo: tokyo.reasons.oferta, valor: 1_234 }],
      criadoEm: new Date('2025-12-31T16:00:00Z'),
    });
    const statement = async (ano: number) =>
      (
        await pdfText(
          (await t.app.inject({ url: url(member.usuarioId, ano, tokyo.id), headers: { ...member.headers, 'accept-language': 'pt-BR' } }))
            .rawPayload,
        )
      ).replace(/\u00a0/g, ' ');
    expect(await statement(2025)).not.toContain('12,34');
    const next = await statement(2026);
    expect(next).toContain('R$ 12,34');
    expect(next).toContain('01/01/2026');
  });

  it("speaks the member's language (Accept-Language) and the church's currency", async () => {
    const usd = await createPayingChurch(t.app, 'extrato-usd', { moeda: 'USD' });
    const member = await createPayer(t.app, usd, 'US');
    await insertDonation(t.app, usd, member, {
      items: [{ motivo: usd.reasons.dizimo, valor: 12_345 }],
      moeda: 'USD',
      criadoEm: new Date('2025-02-02T12:00:00Z'),
    });
    const en = await pdfText(
      (await t.app.inject({ url: url(member.usuarioId, 2025, usd.id), headers: { ...member.headers, 'accept-language': 'en-US' } }))
        .rawPayload,
    );
    expect(en).toContain('Giving statement 2025');
    expect(en).toContain('$123.45');
    expect(en).not.toContain('CPF');
    const es = await pdfText(
      (await t.app.inject({ url: url(member.usuarioId, 2025, usd.id), headers: { ...member.headers, 'accept-language': 'es' } }))
        .rawPayload,
    );
    expect(es).toContain('Extracto de donaciones 2025');
  });

  it('a year without gifts is a valid PDF that says so', async () => {
    const res = await t.app.inject({ url: url(giver.usuarioId, 2019, church.id), headers: { ...giver.headers, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    expect(await pdfText(res.rawPayload)).toContain('No approved donations at this church in 2019.');
  });

  it('many gifts run over several pages, each with its footer', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({
      data: new Date(Date.UTC(2025, 0, 1 + i, 12)),
      metodo: 'pix',
      acrescimos: 0,
      total: 100,
      motivos: [{ nome: 'Oferta', valor: 100 }],
    }));
    const bytes = await renderGivingStatement(
      { ano: 2025, igreja: 'Igreja', moeda: 'BRL', fusoHorario: 'America/Sao_Paulo', doador: { nome: 'X', cpf: null }, doacoes: many },
      'en',
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(await pdfText(bytes)).toContain(`Page 2 of ${doc.getPageCount()}`);
  });

  it('prints any name with embedded fonts: Polish, Vietnamese and Chinese letters, none as "?"', async () => {
    const bytes = await renderGivingStatement(
      {
        ano: 2025,
        igreja: 'Igreja Ελπίδα',
        moeda: 'BRL',
        fusoHorario: 'America/Sao_Paulo',
        doador: { nome: 'Łukasz Nguyễn 李小明', cpf: null },
        doacoes: [
          { data: new Date(Date.UTC(2025, 4, 1, 12)), metodo: 'pix', acrescimos: 0, total: 100, motivos: [{ nome: 'Миссии', valor: 100 }] },
        ],
      },
      'pt-BR',
    );
    const text = await pdfText(bytes);
    expect(text).toContain('Doador: Łukasz Nguyễn ');
    expect(text.split('\n')).toContain('李小明');
    expect(text).toContain('Igreja Ελπίδα');
    expect(text).toContain('Миссии');
    expect(text).not.toMatch(/[?\ufffd]/);
    const fonts = await pdfFonts(bytes);
    expect(fonts.map((f) => f.name.replace(/-\d+$/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansSC-Regular']);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
    // Every character shown has its glyph in the embedded program (none drawn blank).
    expect(await pdfBlankGlyphs(bytes)).toEqual([]);
    // Subsets: the whole DejaVu Sans alone is 740 kB, Noto Sans SC 10 MB.
    expect(bytes.byteLength).toBeLessThan(120_000);
  });

  it("someone else's statement and another church's id answer 404; a visitor 401; module off 404", async () => {
    expect((await t.app.inject({ url: url(other.usuarioId, 2025, church.id), headers: giver.headers })).statusCode).toBe(404);
    const elsewhere = await t.app.inject({ url: url(giver.usuarioId, 2025, church.id + 999), headers: giver.headers });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['content-type']).toContain('application/json');
    expect((await t.app.inject({ url: url(giver.usuarioId, 2025, church.id), headers: { host: church.host } })).statusCode).toBe(401);
    const off = await createChurch(t.app, 'extrato-off', { modules: ['MOD_CULTO'] });
    const member = await createMember(t.app, off);
    const res = await t.app.inject({ url: url(member.usuarioId, 2025, off.id), headers: member.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MODULE_DISABLED');
  });

  it.each([
    ['year below 2000', '1999', 'ano'],
    ['year above 9999', '10000', 'ano'],
    ['year not a number', 'abc', 'ano'],
    ['year not an integer', '2025.5', 'ano'],
  ])('%s answers 400 with the translated field message', async (_name, ano, field) => {
    const res = await t.app.inject({ url: url(giver.usuarioId, ano, church.id), headers: { ...giver.headers, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toBeTruthy();
  });

  it.each([
    ['missing igreja', `/api/v1/usuario/1/doacao/extrato/2025`],
    ['igreja not a number', `/api/v1/usuario/1/doacao/extrato/2025?igreja=x`],
    ['unknown query field', `/api/v1/usuario/1/doacao/extrato/2025?igreja=1&x=1`],
    ['userId not a number', `/api/v1/usuario/x/doacao/extrato/2025?igreja=1`],
  ])('%s answers 400', async (_name, path) => {
    const res = await t.app.inject({ url: path, headers: giver.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('appears in the OpenAPI document as application/pdf', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const op = doc.paths['/api/v1/usuario/{userId}/doacao/extrato/{ano}'].get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['application/pdf']);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['ano', 'igreja', 'userId']);
  });
});
