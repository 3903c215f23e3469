import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { purposeKey } from '../../lib/signed-link.ts';

/**
 * Known devices for login: a browser (or app) where an account logged in, or proved its mailbox by a password
 * reset, keeps an HttpOnly cookie `<device id>.<proof>...`: a random device id and, per account that succeeded
 * there (the last MAX_ACCOUNTS), an HMAC of the device id and the account's login key with a key of its own from
 * the server secret. A login from a known device is counted against that device, not against the account's
 * budget that strangers exhaust (limiters.ts), so guessing from elsewhere cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'congrega_device';
/** Only the login endpoint ever receives it. */
export const DEVICE_COOKIE_PATH = '/api/v1/security/login_check';
const DEVICE_COOKIE_DAYS = 365;
const MAX_ACCOUNTS = 5;
const PART = /^[A-Za-z0-9_-]{22}$/;
/** Without JWT_SECRET (development) devices are forgotten when the process restarts, as sessions are. */
const PROCESS_SECRET = randomBytes(48).toString('base64url');

/** The key of a login name in the limiters and device proofs: a digest, so no e-mail is written to Redis keys. */
export function loginAccountKey(email: string): string {
  return createHash('sha256').update(`login:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
}

export class LoginDevices {
  private readonly key: Uint8Array;
  constructor(secret: string | undefined) {
    this.key = purposeKey(secret ?? PROCESS_SECRET, 'login-device');
  }

  private proof(device: string, accountKey: string): string {
    return createHmac('sha256', this.key).update(`${device}:${accountKey}`).digest('base64url').slice(0, 22);
  }

  private parse(cookie: string | undefined): { device: string; proofs: string[] } | undefined {
    const [device, ...proofs] = (cookie ?? '').split('.');
    if (!device || !PART.test(device) || proofs.length > MAX_ACCOUNTS || !proofs.every((p) => PART.test(p))) return undefined;
    return { device, proofs };
  }

  /** The device id when the cookie proves that this account logged in on it; undefined otherwise (forged, absent). */
  known(cookie: string | undefined, accountKey: string): string | undefined {
    const parsed = this.parse(cookie);
    if (!parsed) return undefined;
    const expected = Buffer.from(this.proof(parsed.device, accountKey));
    return parsed.proofs.some((p) => timingSafeEqual(Buffer.from(p), expected)) ? parsed.device : undefined;
  }

  /** The cookie value after a success of this account here: same device id (a new one if none), its proof last. */
  remember(cookie: string | undefined, accountKey: string): string {
    const parsed = this.parse(cookie) ?? { device: randomBytes(16).toString('base64url'), proofs: [] };
    const proof = this.proof(parsed.device, accountKey);
    const proofs = [...parsed.proofs.filter((p) => p !== proof), proof].slice(-MAX_ACCOUNTS);
    return [parsed.device, ...proofs].join('.');
  }
}

export function presentedDevice(req: FastifyRequest): string | undefined {
  return req.cookies[DEVICE_COOKIE] ?? undefined;
}

export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    secure: req.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
