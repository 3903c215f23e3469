import type { TAdminEvent, TAdminEventInput, TAdminEventCancelResult } from '@congrega/contract/admin/events';
import {
  adminEventCancel,
  adminEventCreate,
  adminEventDuplicate,
  adminEventGet,
  adminEventImageUpload,
  adminEventUpdate,
} from '@congrega/contract/endpoints/admin-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

const editKey = (church: string, eventId: number) => churchKey(church, 'event', eventId, 'edit');

/** An event as the editor edits it: every field, its ticket types (active or not) with their questions and counts. */
export function useAdminEvent(church: string, eventId: number) {
  return useQuery({
    queryKey: editKey(church, eventId),
    queryFn: ({ signal }) => apiCall(adminEventGet, { params: { church, eventId } }, { signal }),
  });
}

/**
 * The editor's writes: each answer is put in the event's cache and the events list (and this event's registrations,
 * whose ticket types may have changed) asked again. The cancel carries the dialog's Idempotency-Key (it may refund).
 */
export function useEventWrites(church: string) {
  const client = useQueryClient();
  const settle = async (event: TAdminEvent) => {
    client.setQueryData(editKey(church, event.id), event);
    await Promise.all([
      client.invalidateQueries({ queryKey: churchKey(church, 'events') }),
      client.invalidateQueries({ queryKey: [...churchKey(church, 'event', event.id), 'registrations'] }),
    ]);
    return event;
  };
  return {
    create: async (body: TAdminEventInput) => settle(await apiCall(adminEventCreate, { params: { church }, body })),
    update: async (eventId: number, body: TAdminEventInput) =>
      settle(await apiCall(adminEventUpdate, { params: { church, eventId }, body })),
    duplicate: async (eventId: number, dataInicio: string | undefined) =>
      settle(await apiCall(adminEventDuplicate, { params: { church, eventId }, body: dataInicio ? { dataInicio } : {} })),
    cancel: async (eventId: number, body: { motivo: string; reembolsar: boolean }, key: string): Promise<TAdminEventCancelResult> => {
      const result = await apiCall(
        adminEventCancel,
        { params: { church, eventId }, body },
        { headers: { 'Idempotency-Key': key }, navigateOnNetworkError: false },
      );
      await settle(result.evento);
      return result;
    },
  };
}

/** POST /admin/:church/events/images (multipart `imagem`): uploads a cover image into the church's event folder: its path, for the body's `imagem`. */
export async function uploadEventImage(church: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('imagem', file);
  return (await apiCall(adminEventImageUpload, { params: { church }, body: form })).imagem;
}
