import type { TPushPublicKey, TPushSubscribeBody, TPushUnsubscribeBody } from '@congrega/contract/notifications-push';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../core/auth.ts';
import { requireMember } from '../../core/member.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordOpen } from './notification-opens.repository.ts';
import { isAllowedPushEndpoint } from './push-hosts.ts';
import { deleteSubscription, upsertSubscription } from './push.repository.ts';
import { vapidDetails } from './vapid-keys.ts';

/**
 * Web Push for the member app (contract notifications-push.ts): the key to subscribe with, the browser's
 * subscription saved or removed for the caller at the host church (`id` must be the host church), and the opens
 * the console counts. A member only: 403 without a client account here.
 */
const assertHost = (hostChurchId: number, churchParam: number) => {
  if (churchParam !== hostChurchId) throw new AppError('NOT_FOUND');
};

export async function pushPublicKey(app: FastifyInstance, hostChurchId: number, churchParam: number): Promise<TPushPublicKey> {
  assertHost(hostChurchId, churchParam);
  return { chavePublica: vapidDetails(app.config).publicKey };
}

export async function subscribePush(
  app: FastifyInstance,
  hostChurchId: number,
  churchParam: number,
  auth: AuthContext,
  body: TPushSubscribeBody,
): Promise<null> {
  assertHost(hostChurchId, churchParam);
  if (!isAllowedPushEndpoint(body.endpoint, app.config)) {
    throw new AppError('VALIDATION_FAILED', {}, { fields: { endpoint: 'validation.pushService' } });
  }
  await app.database.withChurch(hostChurchId, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    await upsertSubscription(tx, hostChurchId, usuarioId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
  });
  return null;
}

export async function unsubscribePush(
  app: FastifyInstance,
  hostChurchId: number,
  churchParam: number,
  auth: AuthContext,
  body: TPushUnsubscribeBody,
): Promise<null> {
  assertHost(hostChurchId, churchParam);
  await app.database.withChurch(hostChurchId, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    await deleteSubscription(tx, hostChurchId, usuarioId, body.endpoint);
  });
  return null;
}

/** The caller opened a notification they may see (else 404, as a missing one). */
export async function notificationOpened(
  app: FastifyInstance,
  hostChurchId: number,
  params: { id: number; notificacaoId: number },
  auth: AuthContext,
): Promise<null> {
  assertHost(hostChurchId, params.id);
  await app.database.withChurch(hostChurchId, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    if (!(await recordOpen(tx, hostChurchId, params.notificacaoId, usuarioId))) throw new AppError('NOT_FOUND');
  });
  return null;
}
