import type { TAdminPrayerReasonBody, TAdminPrayerSettings } from '@congrega/contract/admin/prayer';
import {
  adminPrayerAnswered,
  adminPrayerDecide,
  adminPrayerEdit,
  adminPrayerMessageDecide,
  adminPrayerQueue,
  adminPrayerReasonCreate,
  adminPrayerReasonUpdate,
  adminPrayerReasons,
  adminPrayerSettingsGet,
  adminPrayerSettingsSave,
} from '@congrega/contract/endpoints/admin-prayer';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The prayer wall's moderation in the console: the queue, the moderators' actions, the reasons and the settings. */
export type PrayerQueueName = 'pendentes' | 'denunciadas' | 'todas';
export type Decision = 'aprovar' | 'ocultar';

export function usePrayerQueue(church: string, fila: PrayerQueueName, page: number, limit: number) {
  return useQuery({
    queryKey: churchKey(church, 'prayer', 'queue', fila, page),
    queryFn: ({ signal }) => apiCall(adminPrayerQueue, { params: { church }, query: { fila, page, limit } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every moderator action refreshes the queue (its counts and the item's state change). */
export function usePrayerActions(church: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: churchKey(church, 'prayer', 'queue') });
  const decide = useMutation({
    mutationFn: ({ id, decisao }: { id: string; decisao: Decision }) =>
      apiCall(adminPrayerDecide, { params: { church, id }, body: { decisao } }),
    onSuccess: refresh,
  });
  const answered = useMutation({
    mutationFn: ({ id, respondida }: { id: string; respondida: boolean }) =>
      apiCall(adminPrayerAnswered, { params: { church, id }, body: { respondida } }),
    onSuccess: refresh,
  });
  const decideMessage = useMutation({
    mutationFn: ({ id, decisao }: { id: number; decisao: Decision }) =>
      apiCall(adminPrayerMessageDecide, { params: { church, id }, body: { decisao } }),
    onSuccess: refresh,
  });
  const edit = async (id: string, body: { nome: string; mensagem: string }) => {
    await apiCall(adminPrayerEdit, { params: { church, id }, body });
    await refresh();
  };
  return { decide, answered, decideMessage, edit };
}

export function usePrayerReasons(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'prayer', 'reasons'),
    queryFn: ({ signal }) => apiCall(adminPrayerReasons, { params: { church } }, { signal }),
  });
}

export function usePrayerReasonSave(church: string) {
  const queryClient = useQueryClient();
  return async (id: number | null, body: TAdminPrayerReasonBody) => {
    if (id === null) await apiCall(adminPrayerReasonCreate, { params: { church }, body });
    else await apiCall(adminPrayerReasonUpdate, { params: { church, id }, body });
    await queryClient.invalidateQueries({ queryKey: churchKey(church, 'prayer', 'reasons') });
  };
}

export function usePrayerSettings(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'prayer', 'settings'),
    queryFn: ({ signal }) => apiCall(adminPrayerSettingsGet, { params: { church } }, { signal }),
  });
}

export function usePrayerSettingsSave(church: string) {
  const queryClient = useQueryClient();
  return async (body: TAdminPrayerSettings) => {
    const saved = await apiCall(adminPrayerSettingsSave, { params: { church }, body });
    queryClient.setQueryData(churchKey(church, 'prayer', 'settings'), saved);
  };
}
