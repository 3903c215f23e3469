import type { TChurchSettings } from '@congrega/contract/admin/settings';
import { settingsGet } from '@congrega/contract/endpoints/admin-settings';
import { adminImageUpload } from '@congrega/contract/endpoints/admin-uploads';
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

/** POST /admin/:church/uploads/image (multipart `uso` + `imagem`): the stored image's path, for a banner. */
export async function uploadSettingsImage(church: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('uso', 'banner');
  form.append('imagem', file);
  return (await apiCall(adminImageUpload, { params: { church }, body: form })).imagem;
}
