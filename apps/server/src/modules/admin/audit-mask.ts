/**
 * What an audit row may keep of a before/after value: secrets, tokens, passwords, CPF and card data are replaced
 * by MASK wherever they sit (any depth), by key name. Pure; the one masking every audited write goes through.
 */
export const MASK = '[masked]';
const SECRET_KEY =
  /(senha|password|secret|segredo|token|hash|cpf|cartao|card|cvv|cvc|pan|iban|conta_bancaria|chave_pix|recovery|recuperacao)/i;

export function maskForAudit(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (depth > 8) return MASK;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => maskForAudit(v, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, SECRET_KEY.test(key) ? MASK : maskForAudit(v, depth + 1)]),
    );
  }
  // A CPF or a card number written as a bare value under an innocent key.
  if (typeof value === 'string' && (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value) || /^(?:\d[ -]?){13,19}$/.test(value))) return MASK;
  return value;
}
