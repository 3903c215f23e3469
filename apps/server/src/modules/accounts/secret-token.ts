import { createHash, randomBytes } from 'node:crypto';

/** A random opaque secret (32 bytes, base64url): refresh tokens, one-time links, exchange codes. */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak gives no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
