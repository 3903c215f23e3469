import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

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
  /** Imported once: a raw byte key would be re-imported by jose on every sign and verify. */
  private readonly key: KeyObject;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.contaId))
      .setIssuer(ISSUER)
      .setAudience(churchAudience(claims.churchId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Verifies signature, issuer, expiry and that the token belongs to `churchId`. */
  async verify(token: string, churchId: number): Promise<{ ok: true; claims: AccessClaims } | { ok: false; expired: boolean }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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
      return { ok: true, claims: { contaId, sessionVersion: sv, churchId, sessionId: sid } };
    } catch (err) {
      return { ok: false, expired: err instanceof errors.JWTExpired };
    }
  }
}
