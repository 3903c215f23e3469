import type { TPushPayload } from '@congrega/contract/notifications-push';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { isAllowedPushEndpoint } from './push-hosts.ts';
import { findPushTargets, recordPushResults, type PushSubscriptionRow } from './push.repository.ts';
import { vapidDetails } from './vapid-keys.ts';

/**
 * The push of one notification to its audience's subscriptions (RFC 8030 + RFC 8291 aes128gcm, VAPID), off the
 * request path: read in one transaction, send outside it, record in another. A 404 or 410 from the push service
 * means the subscription is gone: deleted. Any other failure counts on the subscription and is tried again, those
 * subscriptions only, up to PUSH_ATTEMPTS sends in all with a growing delay.
 */
export const PUSH_SEND_JOB = 'notifications.push-send';
export const PUSH_ATTEMPTS = 3;
const RETRY_DELAY_SECONDS = 60;
/** Sends in flight at once for one notification. */
const PARALLEL = 20;
const TITLE_MAX = 200;
const BODY_MAX = 1000;
const SEND_TIMEOUT_MS = 10_000;

export interface PushSendJob {
  churchId: number;
  notificacaoId: number;
  tentativa: number;
  /** A retry: only these subscriptions. */
  inscricoes?: number[];
}

type Outcome = 'delivered' | 'failed' | 'gone';

/**
 * One push: web-push encrypts it and signs the VAPID header (generateRequestDetails); the POST goes through fetch,
 * which reaches the tests' local http push service too (web-push's own sender speaks https only).
 */
async function sendOne(app: FastifyInstance, sub: PushSubscriptionRow, payload: string): Promise<Outcome> {
  // A subscription saved before PUSH_SERVICE_HOSTS changed, or by hand: never sent to, dropped as unreachable.
  if (!isAllowedPushEndpoint(sub.endpoint, app.config)) return 'gone';
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
      vapidDetails: vapidDetails(app.config),
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
    });
  } catch {
    return 'gone'; // keys no payload can be encrypted for: the subscription can never be reached
  }
  try {
    const res = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return 'delivered';
    if (res.status === 404 || res.status === 410) return 'gone';
    app.log.warn({ status: res.status }, 'push send refused');
  } catch (err) {
    // Never the payload or the endpoint (a capability URL) in the log.
    app.log.warn({ err: (err as Error).name }, 'push send failed');
  }
  return 'failed';
}

export async function runPushSend(app: FastifyInstance, job: PushSendJob): Promise<void> {
  const { churchId, notificacaoId } = job;
  const targets = await app.database.withChurch(churchId, (tx) => findPushTargets(tx, churchId, notificacaoId, job.inscricoes));
  if (!targets || targets.subscriptions.length === 0) return;
  const { notice } = targets;
  const body: TPushPayload = {
    id: notice.id,
    titulo: notice.titulo.slice(0, TITLE_MAX),
    corpo: notice.corpo.slice(0, BODY_MAX),
    igreja: notice.igrejaOrigemCodigo,
    tipo: notice.tipo,
    idEntidadeRelacionada: notice.idEntidadeRelacionada,
    rota: notice.rota,
  };
  const payload = JSON.stringify(body);
  const results: Record<Outcome, number[]> = { delivered: [], failed: [], gone: [] };
  for (let i = 0; i < targets.subscriptions.length; i += PARALLEL) {
    const batch = targets.subscriptions.slice(i, i + PARALLEL);
    const outcomes = await Promise.all(batch.map((sub) => sendOne(app, sub, payload)));
    outcomes.forEach((outcome, k) => results[outcome].push(batch[k]!.id));
  }
  await app.database.withChurch(churchId, (tx) => recordPushResults(tx, churchId, notificacaoId, results));
  if (results.failed.length && job.tentativa < PUSH_ATTEMPTS) {
    const tentativa = job.tentativa + 1;
    await app.jobs.send<PushSendJob>(
      PUSH_SEND_JOB,
      { churchId, notificacaoId, tentativa, inscricoes: results.failed },
      { startAfter: new Date(Date.now() + RETRY_DELAY_SECONDS * 1000 * 2 ** (job.tentativa - 1)) },
    );
  }
}
