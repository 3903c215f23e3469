import type { Tx } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { notifyChurch } from '../notifications/notifications.public.ts';
import { claimEventNotice } from './event-authoring.repository.ts';

/**
 * Publishing an event tells the church's members (issue 33: the EVENTO notification the member app lists and routes
 * to /event/{id}), once per event. Decided: an event is published when the console creates it (it shows on the
 * member pages at once: the model has no draft); a duplicate is told at its first save, so members read the title
 * staff gave it, not "(cópia)"; an event over or cancelled is never told; events that existed before this (and the
 * demo's) count as told. The claim is one UPDATE (claimEventNotice), so a repeat or a race notifies once. In the
 * console's transaction; the caller queues the push sweep after the commit. True when a notice was written.
 */
export async function noticeEventOnce(tx: Tx, church: Pick<TenantChurch, 'id' | 'codigo'>, eventId: number): Promise<boolean> {
  const claimed = await claimEventNotice(tx, church.id, eventId);
  if (!claimed) return false;
  await notifyChurch(tx, church, {
    titulo: claimed.titulo,
    corpo: claimed.resumo ?? claimed.titulo,
    tipo: 'EVENTO',
    idEntidadeRelacionada: eventId,
  });
  return true;
}
