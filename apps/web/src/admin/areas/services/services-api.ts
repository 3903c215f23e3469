import type { TAdminLiveService, TAdminLiveServiceInput } from '@congrega/contract/admin/live';
import {
  adminLiveServiceCreate,
  adminLiveServiceDelete,
  adminLiveServiceEnd,
  adminLiveServiceGet,
  adminLiveServiceList,
  adminLiveServiceStart,
  adminLiveServiceUpdate,
} from '@congrega/contract/endpoints/admin-live';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The church's live services, answered whole (live first, then by next occurrence). */
export function useServiceList(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'services'),
    queryFn: ({ signal }) => apiCall(adminLiveServiceList, { params: { church } }, { signal }),
  });
}

export function useService(church: string, serviceId: number | undefined) {
  return useQuery({
    queryKey: churchKey(church, 'services', 'service', serviceId),
    queryFn: ({ signal }) => apiCall(adminLiveServiceGet, { params: { church, serviceId: serviceId! } }, { signal }),
    enabled: serviceId !== undefined,
  });
}

/** Creates the service (no id: the members are notified) or changes it; the service as the server keeps it. */
export function saveService(church: string, serviceId: number | undefined, body: TAdminLiveServiceInput): Promise<TAdminLiveService> {
  return serviceId === undefined
    ? apiCall(adminLiveServiceCreate, { params: { church }, body })
    : apiCall(adminLiveServiceUpdate, { params: { church, serviceId }, body });
}

/** Goes live now (`live`) or ends the occurrence under way. */
export function setServiceLive(church: string, serviceId: number, live: boolean): Promise<TAdminLiveService> {
  return apiCall(live ? adminLiveServiceStart : adminLiveServiceEnd, { params: { church, serviceId } });
}

export function deleteService(church: string, serviceId: number) {
  return apiCall(adminLiveServiceDelete, { params: { church, serviceId } });
}
