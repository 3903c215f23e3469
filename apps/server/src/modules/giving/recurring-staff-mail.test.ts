import { describe, expect, it } from 'vitest';
import { renderRecurringMail } from './recurring-mail.ts';

/** The giver's e-mails about a pause, resume or cancel the church's staff made on their behalf (money console). */
describe('the e-mails of a change on the giver’s behalf', () => {
  it.each(['pt-BR', 'en', 'es'] as const)('are written in %s, with the next charge date of a resume', (locale) => {
    const p = {
      churchName: 'Videira',
      timeZone: 'America/Sao_Paulo',
      giverName: 'Ana',
      motivo: 'Dízimo',
      valor: 3_000,
      moeda: 'BRL',
      link: 'https://videira.test/user/giving',
    };
    const texts = (['paused-by-church', 'resumed-by-church', 'cancelled-by-church'] as const).map(
      (kind) =>
        renderRecurringMail(kind, locale, { ...p, retryAt: kind === 'resumed-by-church' ? new Date('2026-03-10T15:00:00Z') : null }).text,
    );
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).toContain('Dízimo');
    expect(texts[1]).toMatch(/10/);
    expect(texts[1]).toMatch(/2026/);
  });
});
