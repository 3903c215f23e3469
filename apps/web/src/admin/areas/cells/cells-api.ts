import type { TAdminCellBody, TAdminCellSettingsBody, TAdminStudyBody } from '@congrega/contract/admin/cells';
import type { TJoinRequestStatus } from '@congrega/contract/groups';
import {
  adminCellCreate,
  adminCellGet,
  adminCellHealth,
  adminCellList,
  adminCellMove,
  adminCellRequests,
  adminCellSettingsGet,
  adminCellSettingsSave,
  adminCellUpdate,
  adminStudyCreate,
  adminStudyList,
  adminStudyUpdate,
} from '@congrega/contract/endpoints/admin-cells';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The cells area's calls: every write refreshes the area's queries (`churchKey(church, 'cells')`). */
export function useCells(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'cells', 'list'),
    queryFn: ({ signal }) => apiCall(adminCellList, { params: { church } }, { signal }),
  });
}

export function useCell(church: string, cellId: number | undefined) {
  return useQuery({
    queryKey: churchKey(church, 'cells', 'cell', cellId ?? 0),
    queryFn: ({ signal }) => apiCall(adminCellGet, { params: { church, cellId: cellId! } }, { signal }),
    enabled: cellId !== undefined,
  });
}

export function useCellHealth(church: string, cellId: number) {
  return useQuery({
    queryKey: churchKey(church, 'cells', 'health', cellId),
    queryFn: ({ signal }) => apiCall(adminCellHealth, { params: { church, cellId } }, { signal }),
  });
}

export function useCellRequests(church: string, status: TJoinRequestStatus | undefined, page: number, limit: number) {
  return useQuery({
    queryKey: churchKey(church, 'cells', 'requests', status ?? 'all', page),
    queryFn: ({ signal }) => apiCall(adminCellRequests, { params: { church }, query: { status, page, limit } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStudies(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'cells', 'studies'),
    queryFn: ({ signal }) => apiCall(adminStudyList, { params: { church } }, { signal }),
  });
}

export function useCellSettings(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'cells', 'settings'),
    queryFn: ({ signal }) => apiCall(adminCellSettingsGet, { params: { church } }, { signal }),
  });
}

export function useCellWrites(church: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: churchKey(church, 'cells') });
  const after = async <T>(work: Promise<T>) => {
    const result = await work;
    await refresh();
    return result;
  };
  return {
    saveCell: (cellId: number | undefined, body: TAdminCellBody) =>
      after(
        cellId === undefined
          ? apiCall(adminCellCreate, { params: { church }, body })
          : apiCall(adminCellUpdate, { params: { church, cellId }, body }),
      ),
    move: (cellId: number, usuarioId: number, destino: number) =>
      after(apiCall(adminCellMove, { params: { church, cellId, usuarioId }, body: { destino } })),
    saveStudy: (id: number | undefined, body: TAdminStudyBody) =>
      after(
        id === undefined
          ? apiCall(adminStudyCreate, { params: { church }, body })
          : apiCall(adminStudyUpdate, { params: { church, id }, body }),
      ),
    saveSettings: (body: TAdminCellSettingsBody) => after(apiCall(adminCellSettingsSave, { params: { church }, body })),
  };
}
