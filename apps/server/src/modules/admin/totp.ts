import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { purposeKey } from '../../lib/signed-link.ts';

/**
 * TOTP (RFC 6238, the `otpauth` library): SHA-1, 6 digits, 30 s, one step of drift either way. The secret is
 * stored encrypted (AES-256-GCM, a key derived from JWT_SECRET for this purpose only) and shown only while
 * enrolling; a code's time step is accepted once (the caller stores the last one).
 */
const ISSUER = 'Congrega';
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

export function otpauthUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** The time step a valid code belongs to, or undefined. */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | undefined {
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 30_000) + delta;
}

/** The current code (the demo seed's README and tests compute codes like an authenticator would). */
export function currentCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/** How the demo seed stores its published TOTP secret (SecretBox.open reads it; enrolment always seals). */
export const DEMO_PREFIX = 'demo:';

export class SecretBox {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = Buffer.from(purposeKey(secret, 'staff-totp-secret'));
  }
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
  }
  open(sealed: string): string {
    // The demo seed's published secret (README), stored as it is printed: not a secret to protect.
    if (sealed.startsWith(DEMO_PREFIX)) return sealed.slice(DEMO_PREFIX.length);
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  }
}

/** Ten recovery codes (xxxxx-xxxxx, lower-case base32) and their stored hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryHash) };
}

/** Case and dashes ignored. */
export function recoveryHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replaceAll('-', '')).digest('hex');
}
