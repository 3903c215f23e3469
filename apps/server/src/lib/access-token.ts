import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { VerifiedTokens } from './verified-tokens.ts';

/** Claims of our short-lived access JWT. The audience pins the token to one church. */
export interface AccessClaims {
  /** Provider account id (conta). */
  contaId: number;
  /** Session version of the account when the token was issued (password change/reset bumps it). */
  sessionVersion: number;
  churchId: number;
  /** Session (refresh-token family) the token belongs to: logout or a revoked family ends it at once. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ISSUER = 'congrega';
export const churchAudience = (churchId: number) => `church:${churchId}`;

export class AccessTokens {
  /** Imported once as a WebCrypto key: jose would otherwise import a raw or KeyObject key on every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens already verified: a member's next calls skip the HMAC; expiry and audience are checked again on each hit.
   * Whether the session still stands is not cached (plugins/auth.ts reads it on every call).
   */
  private readonly verified = new VerifiedTokens<AccessClaims>();
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.contaId))
      .setIssuer(ISSUER)
      .setAudience(churchAudience(claims.churchId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /** Verifies signature, issuer, expiry and that the token belongs to `churchId`. */
  async verify(token: string, churchId: number): Promise<{ ok: true; claims: AccessClaims } | { ok: false; expired: boolean }> {
    const known = this.verified.get(token);
    if (known && known.churchId === churchId) return { ok: true, claims: known };
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        audience: churchAudience(churchId),
        algorithms: ['HS256'],
      });
      const contaId = Number(payload.sub);
      const sv = Number(payload.sv);
      const sid = payload.sid;
      if (!Number.isSafeInteger(contaId) || !Number.isSafeInteger(sv) || typeof sid !== 'string' || !UUID.test(sid)) {
        return { ok: false, expired: false };
      }
      const claims = { contaId, sessionVersion: sv, churchId, sessionId: sid };
      this.verified.remember(token, claims, Number(payload.exp) * 1000);
      return { ok: true, claims };
    } catch (err) {
      return { ok: false, expired: err instanceof errors.JWTExpired };
    }
  }
}
