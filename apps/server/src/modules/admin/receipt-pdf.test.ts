import { describe, expect, it } from 'vitest';
import { pdfBlankGlyphs, pdfFonts, pdfText } from '../../test/pdf-text.ts';
import { renderYearlyReceipt, type YearlyReceipt } from './receipt-pdf.ts';

/**
 * Right-to-left names in the yearly receipt (issue 31): a Hebrew giver, church and reason are drawn in visual order
 * (pdf-lib draws left to right what it is given; lib/bidi-text.ts reorders each line first), read here as the
 * glyphs shown, in the order they are drawn (a line's pieces one after another), with their glyphs embedded (DejaVu
 * Sans has Hebrew and Arabic).
 */
const receipt = (doador: string, motivo: string): YearlyReceipt => ({
  ano: 2026,
  moeda: 'BRL',
  fusoHorario: 'America/Sao_Paulo',
  igreja: { nome: 'קהילת הגפן', cnpj: null, endereco: null },
  doador: { nome: doador, cpf: null },
  linhas: [{ mes: 3, motivo, origem: 'online', valor: 12_345 }],
});

// The logical text reversed, word by word: how a right-to-left run is drawn left to right.
const drawn = (logical: string) => [...logical].reverse().join('');

describe('the yearly receipt with right-to-left names', () => {
  it('draws a Hebrew giver, church and reason right to left, after the Latin labels', async () => {
    const bytes = await renderYearlyReceipt(receipt('שרה כהן', 'מעשר'), 'pt-BR');
    const text = (await pdfText(bytes)).replace(/\n/g, '');
    expect(text).toContain(`Doador: ${drawn('שרה כהן')}CPF`);
    expect(text.startsWith(`${drawn('קהילת הגפן')}Informe`)).toBe(true);
    expect(text).toContain(`Março${drawn('מעשר')}On-line`);
    // The declaration: the names reversed in place, the Latin words and the amount left to right around them.
    expect(text).toContain(`${drawn('קהילת הגפן')} declara ter recebido de ${drawn('שרה כהן')} doações no total de R$`);
    expect(text).not.toMatch(/[?\ufffd]/);
    expect(await pdfBlankGlyphs(bytes)).toEqual([]);
    expect((await pdfFonts(bytes)).every((f) => f.embedded && f.subset)).toBe(true);
  });

  it('keeps a left-to-right name as typed and an Arabic name in right-to-left order', async () => {
    const latin = (await pdfText(await renderYearlyReceipt(receipt('João da Silva', 'Dízimo'), 'en'))).split('\n');
    expect(latin).toContain('Giver: João da Silva');
    const arabic = await renderYearlyReceipt(receipt('سارة', 'زكاة'), 'en');
    // Arabic letters are shaped (joined forms) by the font's layout: the text of each glyph reads back right to left.
    expect((await pdfText(arabic)).replace(/\n/g, '')).toContain(`Giver: ${drawn('سارة')}CPF`);
    expect(await pdfBlankGlyphs(arabic)).toEqual([]);
  });
});
