import { z } from 'zod';
import { ZId } from './common.ts';
import { zText } from './validators.ts';

/**
 * Web Push of the member app's notifications (issue 33): the server's VAPID public key, a browser's subscription
 * (PushSubscription.toJSON(): the push service's endpoint and the keys the payload is encrypted for) and the
 * notification opened from the menu or a push. Decided:
 * - the endpoint is an https URL (a push service) of at most PUSH_ENDPOINT_MAX characters, without credentials; an
 *   http://localhost one passes here but the server takes it in its tests only (their local push service); the keys
 *   are base64url (p256dh a P-256 point, auth 16 bytes);
 * - one subscription per (church, endpoint): subscribing again (another member on the same browser) moves it to
 *   the caller; unsubscribing removes the caller's own only (someone else's endpoint answers 204 all the same).
 */
export const PUSH_ENDPOINT_MAX = 1000;
const PUSH_KEY_MAX = 200;

const isPushEndpoint = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
};

const zPushEndpoint = zText()
  .trim()
  .min(1, 'validation.required')
  .max(PUSH_ENDPOINT_MAX, 'validation.maxLength')
  .refine(isPushEndpoint, 'validation.https');
/** base64url of an uncompressed P-256 point (65 bytes, first 0x04) and of 16 bytes, padded or not. */
const zPushKey = (pattern: RegExp) =>
  zText().trim().min(1, 'validation.required').max(PUSH_KEY_MAX, 'validation.maxLength').regex(pattern, 'validation.invalid');

export const ZPushSubscribeBody = z
  .strictObject({
    endpoint: zPushEndpoint,
    keys: z.strictObject(
      { p256dh: zPushKey(/^B[A-Za-z0-9_-]{86}=?$/), auth: zPushKey(/^[A-Za-z0-9_-]{22}(==)?$/) },
      { error: 'validation.required' },
    ),
  })
  .meta({ id: 'PushSubscribeBody' });
export type TPushSubscribeBody = z.input<typeof ZPushSubscribeBody>;

export const ZPushUnsubscribeBody = z.strictObject({ endpoint: zPushEndpoint }).meta({ id: 'PushUnsubscribeBody' });
export type TPushUnsubscribeBody = z.input<typeof ZPushUnsubscribeBody>;

export const ZPushPublicKey = z
  .object({
    /** The VAPID public key (base64url), the browser's applicationServerKey. */
    chavePublica: z.string(),
  })
  .meta({ id: 'PushPublicKey' });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

export const ZNotificationOpenParams = z.strictObject({ id: ZId, notificacaoId: ZId });

/**
 * What the push carries (JSON, encrypted for the subscription): the service worker shows `titulo`/`corpo` and on
 * click opens `/notification-open` with these fields, where the app routes as its notifications menu does.
 */
export interface TPushPayload {
  id: number;
  titulo: string;
  corpo: string;
  /** The issuing church's codigo: another church of the organization asks to switch first. */
  igreja: string;
  tipo: string;
  idEntidadeRelacionada: number | null;
  rota: string | null;
}
