import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * Short signed codes carried by links (a member card's QR code, an external app's hand-off): a compact HS256 JWT
 * with an audience naming what it is for, so a code made for one purpose or church is refused by every other.
 */

const ISSUER = 'congrega';

/** A key of its own for each purpose, derived from the server secret: one code never verifies as another kind. */
export function purposeKey(secret: string, purpose: string): Uint8Array {
  return createHmac('sha256', secret).update(`congrega:${purpose}`).digest();
}

export function signLink(key: Uint8Array, audience: string, claims: JWTPayload, expiresAt: Date): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a valid, unexpired code for `audience`; undefined for anything else (forged, expired, other use). */
export async function readLink(key: Uint8Array, audience: string, code: string): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(code, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
    return payload;
  } catch {
    return undefined;
  }
}
