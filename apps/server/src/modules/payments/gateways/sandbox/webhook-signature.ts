import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox gateway's webhook signature, shaped like real providers': header
 * `x-congrega-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<raw body>">`. A signature older or newer
 * than the tolerance is refused, so a captured request cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'x-congrega-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signWebhook(secret: string, rawBody: string | Buffer, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${mac}`;
}

export function verifyWebhookSignature(secret: string, rawBody: Buffer, header: string | string[] | undefined, now: Date): boolean {
  if (typeof header !== 'string' || header.length > 300) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isSafeInteger(t) || typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
