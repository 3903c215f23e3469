import { formatMoment } from '@congrega/contract/datetime';
import { describe, expect, it } from 'vitest';
import { renderRecurringMail } from '../giving/recurring-mail.ts';
import { renderReceipt } from '../payments/receipt-mail.ts';

/**
 * The e-mails say a moment on the church's clock, as its pages do (contract datetime.ts), the zone named (the reader
 * may be anywhere): never the server's zone, never São Paulo's for a church elsewhere.
 */
const squash = (s: string) => s.replace(/\s/g, ' ');
const PAID = new Date('2027-01-02T22:00:00Z');
const receipt = (timeZone: string, locale: 'pt-BR' | 'en' = 'pt-BR') =>
  squash(
    renderReceipt(locale, {
      churchName: 'Igreja',
      timeZone,
      payerName: 'Ana',
      codigo: 'P1',
      descricao: 'Oferta',
      total: 1000,
      moeda: 'BRL',
      parcelas: 1,
      paidAt: PAID,
      link: null,
    }).text,
  );

describe('dates in the e-mails', () => {
  it("gives the payment's time on the church's clock, with its zone, as the payment page does", () => {
    expect(receipt('America/Sao_Paulo')).toContain('2 de janeiro de 2027 às 19:00 BRT');
    expect(receipt('America/Chicago', 'en')).toContain('January 2, 2027 at 4:00 PM CST');
    // The page (a browser in São Paulo) shows the same day and time.
    const page = formatMoment(PAID, 'dateTime', { locale: 'pt-BR', timeZone: 'America/Sao_Paulo', viewerTimeZone: 'America/Sao_Paulo' });
    expect(squash(page)).toBe('2 de jan. de 2027, 19:00');
  });

  it("gives a recurring gift's retry on the church's calendar day", () => {
    const mail = (timeZone: string) =>
      renderRecurringMail('declined', 'pt-BR', {
        churchName: 'Igreja',
        timeZone,
        giverName: 'Ana',
        motivo: 'Dízimo',
        valor: 5000,
        moeda: 'BRL',
        // 01:30 UTC on 3 Jan is still 2 Jan in São Paulo, already 3 Jan in Tokyo.
        retryAt: new Date('2027-01-03T01:30:00Z'),
        link: 'https://videira.example/user/giving',
      }).text;
    expect(mail('America/Sao_Paulo')).toContain('2 de janeiro de 2027');
    expect(mail('Asia/Tokyo')).toContain('3 de janeiro de 2027');
  });
});
