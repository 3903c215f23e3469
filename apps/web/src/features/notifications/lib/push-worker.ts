/// <reference lib="webworker" />
import type { TPushPayload } from '@congrega/contract/notifications-push';
import { notificationOpenUrl } from './open-url.ts';

/**
 * The service worker's Web Push (service-worker.ts adds these listeners): a push from the server (its JSON payload,
 * already decrypted by the browser) is shown as a system notification with the church's icon; a click on it focuses
 * the app (or opens it) at /notification-open, which routes as the notifications menu does.
 */
function readPush(data: PushMessageData | null): TPushPayload | undefined {
  try {
    const push = data?.json() as Partial<TPushPayload> | undefined;
    if (push && typeof push.id === 'number' && typeof push.titulo === 'string' && typeof push.igreja === 'string') {
      return {
        id: push.id,
        titulo: push.titulo,
        corpo: typeof push.corpo === 'string' ? push.corpo : '',
        igreja: push.igreja,
        tipo: typeof push.tipo === 'string' ? push.tipo : '',
        idEntidadeRelacionada: typeof push.idEntidadeRelacionada === 'number' ? push.idEntidadeRelacionada : null,
        rota: typeof push.rota === 'string' ? push.rota : null,
      };
    }
  } catch {
    // Not JSON: nothing of ours.
  }
  return undefined;
}

async function openApp(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === worker.location.origin);
  if (open) {
    try {
      const moved = await open.navigate(url);
      await (moved ?? open).focus();
      return;
    } catch {
      // A window this worker does not control cannot be moved: a new one below.
    }
  }
  await worker.clients.openWindow(url);
}

export function handlePushes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const push = readPush(event.data);
    if (!push) return;
    event.waitUntil(
      worker.registration.showNotification(push.titulo, {
        body: push.corpo,
        icon: '/icons/icon-192.png',
        tag: `notificacao-${push.id}`,
        data: push,
      }),
    );
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const push = event.notification.data as TPushPayload | undefined;
    event.waitUntil(openApp(worker, push?.id ? notificationOpenUrl(push) : '/'));
  });
}
