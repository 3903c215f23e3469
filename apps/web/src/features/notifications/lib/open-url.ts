import type { TPushPayload } from '@congrega/contract/notifications-push';

/**
 * The push's fields in the URL of /notification-open, written by the service worker on a click and read by that
 * screen (type-only contract import: no zod in either bundle).
 */
export const NOTIFICATION_OPEN_PATH = '/notification-open';

export function notificationOpenUrl(push: TPushPayload): string {
  const params = new URLSearchParams({ id: String(push.id), igreja: push.igreja, tipo: push.tipo, titulo: push.titulo, corpo: push.corpo });
  if (push.idEntidadeRelacionada !== null) params.set('entidade', String(push.idEntidadeRelacionada));
  if (push.rota) params.set('rota', push.rota);
  return `${NOTIFICATION_OPEN_PATH}?${params.toString()}`;
}

/** The notification named by the URL, or undefined when it names none (a hand-typed or broken link). */
export function notificationFromOpenUrl(params: URLSearchParams) {
  const id = Number(params.get('id'));
  const igreja = params.get('igreja');
  const tipo = params.get('tipo');
  if (!Number.isSafeInteger(id) || id <= 0 || !igreja || !tipo) return undefined;
  const entidade = Number(params.get('entidade'));
  return {
    id,
    titulo: params.get('titulo') ?? '',
    corpo: params.get('corpo') ?? '',
    igreja: { codigo: igreja },
    tipo: { codigo: tipo },
    idEntidadeRelacionada: params.has('entidade') && Number.isSafeInteger(entidade) ? entidade : null,
    rota: params.get('rota'),
  };
}
