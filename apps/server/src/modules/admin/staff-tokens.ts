import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { purposeKey } from '../../lib/signed-link.ts';
import { VerifiedTokens } from '../../lib/verified-tokens.ts';

/**
 * The staff console's access JWT: HS256 with a key of its own (derived from JWT_SECRET for this purpose only),
 * audience `staff` (a member token never verifies here, nor a staff token on a church host), 15 minutes.
 */
export const STAFF_ACCESS_TTL_SECONDS = 15 * 60;
/** A staff session's whole life: refreshes never carry it past 8 hours after the login. */
export const STAFF_SESSION_HOURS = 8;
const ISSUER = 'congrega';
const AUDIENCE = 'staff';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StaffClaims {
  contaId: number;
  /** The staff session (staff_sessao.id). */
  sessionId: string;
}

export class StaffTokens {
  /** Imported once as a WebCrypto key (jose would import the raw key again on every sign and verify). */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /** Tokens already verified: a console's next requests skip the HMAC (the staff gate still reads the session). */
  private readonly verified = new VerifiedTokens<StaffClaims>();
  constructor(secret: string) {
    const raw = purposeKey(secret, 'staff-access');
    this.key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: StaffClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.contaId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${STAFF_ACCESS_TTL_SECONDS}s`)
      .sign(await this.key);
  }

  async verify(token: string): Promise<{ ok: true; claims: StaffClaims } | { ok: false; expired: boolean }> {
    const known = this.verified.get(token);
    if (known) return { ok: true, claims: known };
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      const contaId = Number(payload.sub);
      const sid = payload.sid;
      if (!Number.isSafeInteger(contaId) || typeof sid !== 'string' || !UUID.test(sid)) return { ok: false, expired: false };
      const claims = { contaId, sessionId: sid };
      this.verified.remember(token, claims, Number(payload.exp) * 1000);
      return { ok: true, claims };
    } catch (err) {
      return { ok: false, expired: err instanceof errors.JWTExpired };
    }
  }
}
