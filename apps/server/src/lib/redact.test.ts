import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides searches, e-mails, CPFs and tokens of a logged URL, keeping the other parameters', () => {
    const logged = redactUrl('/api/v1/admin/videira/finance/payments?q=529982&status=aprovado&busca=ana%40x.com&cpf=1&token=t');
    const params = new URLSearchParams(logged.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      q: '[redacted]',
      status: 'aprovado',
      busca: '[redacted]',
      cpf: '[redacted]',
      token: '[redacted]',
    });
    expect(logged).not.toContain('529982');
  });

  it('leaves a URL without a query as it is, and hides a signed media link', () => {
    expect(redactUrl('/api/v1/me')).toBe('/api/v1/me');
    expect(redactUrl('/api/v1/plano-assinatura-midia/abc.def')).toBe('/api/v1/plano-assinatura-midia/[redacted]');
  });
});
