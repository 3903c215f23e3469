import type { TAdminCaptionBody } from '@congrega/contract/admin/media-captions';
import { adminCaptionCreate, adminCaptionDelete, adminCaptionList } from '@congrega/contract/endpoints/admin-media-captions';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** A media file's caption tracks (contract admin/media-captions.ts). */
export const captionsKey = (church: string, id: number) => churchKey(church, 'media', id, 'legendas');

export function useCaptions(church: string, id: number) {
  return useQuery({
    queryKey: captionsKey(church, id),
    queryFn: ({ signal }) => apiCall(adminCaptionList, { params: { church, id } }, { signal }),
  });
}

export function addCaption(church: string, id: number, body: TAdminCaptionBody) {
  return apiCall(adminCaptionCreate, { params: { church, id }, body });
}

export function deleteCaption(church: string, id: number, legendaId: number) {
  return apiCall(adminCaptionDelete, { params: { church, id, legendaId } });
}

/** The format of a chosen caption file, by its name (the server checks the content either way). */
export const captionFormat = (name: string): 'vtt' | 'srt' => (/\.srt$/i.test(name) ? 'srt' : 'vtt');
