import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../../lib/signed-link.ts';

/** Without JWT_SECRET (development) visitors keep their identity until the process restarts, as sessions do. */
const PROCESS_SECRET = randomBytes(48).toString('base64url');
const MAC_LENGTH = 32;

/**
 * A visitor's chat identity. The public id `a:<random>` names the author on every message, so everyone in the room
 * sees it and it cannot be what lets a visitor back in. The server hands the visitor alone a rejoin id
 * `<public id>.<HMAC-SHA256 of church and public id>` (a key derived from the server secret for this purpose only,
 * lib/signed-link.ts): a rejoin with a valid one for the host church keeps the identity; anything else (the public
 * id, a forged or altered one, another church's, an unsigned id of an older build) gets a fresh identity.
 */

/** A visitor's public id and the rejoin id that proves it. */
export interface VisitorIdentity {
  id: string;
  rejoinId: string;
}

function mac(secret: string | undefined, churchId: number, publicId: string): Buffer {
  const key = purposeKey(secret ?? PROCESS_SECRET, 'chat-visitor');
  return Buffer.from(createHmac('sha256', key).update(`${churchId}:${publicId}`).digest('base64url').slice(0, MAC_LENGTH));
}

function identity(secret: string | undefined, churchId: number, id: string): VisitorIdentity {
  return { id, rejoinId: `${id}.${mac(secret, churchId, id).toString()}` };
}

/** The identity a rejoin id proves at this church, else a fresh one. */
export function visitorIdentity(secret: string | undefined, churchId: number, rejoinId: string | undefined): VisitorIdentity {
  const match = rejoinId === undefined ? null : /^(a:[A-Za-z0-9_-]{8,32})\.([A-Za-z0-9_-]+)$/.exec(rejoinId);
  if (match) {
    const given = Buffer.from(match[2]!);
    const expected = mac(secret, churchId, match[1]!);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return identity(secret, churchId, match[1]!);
  }
  return identity(secret, churchId, `a:${randomBytes(12).toString('base64url')}`);
}
