import type { TChurchSettings } from '@congrega/contract/admin/settings';
import { settingsGet } from '@congrega/contract/endpoints/admin-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

export function useSettings(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'settings'),
    queryFn: ({ signal }) => apiCall(settingsGet, { params: { church } }, { signal }),
  });
}

/** Each settings write answers the whole settings: they replace what the screen shows. */
export function useSettingsSaved(church: string) {
  const queryClient = useQueryClient();
  return (settings: TChurchSettings) => queryClient.setQueryData(churchKey(church, 'settings'), settings);
}
