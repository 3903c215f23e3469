/**
 * Query parameters whose values never reach the logs (spec: no tokens, e-mails, CPF in logs or URLs), free-text
 * searches (`q`, `busca`) too: the console searches people and payments by e-mail, phone and CPF digits.
 */
const SENSITIVE_QUERY = /^(email|token|access_token|refreshToken|refresh_token|password|senha|cpf|code|q|busca)$/i;

/** Paths whose last segment is itself a secret (Play's signed media links: a bearer of paid video while valid). */
const SECRET_SEGMENT = /^(\/api\/v1\/plano-assinatura-midia\/)[^/?#]+/;

export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_SEGMENT, '$1[redacted]');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SENSITIVE_QUERY.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** pino redaction paths: headers and body fields that carry secrets or personal data. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.senha',
  '*.token',
  '*.refreshToken',
  '*.cpf',
  '*.mensagem',
];
