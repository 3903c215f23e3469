import type { TAdminMedia, TAdminMediaList } from '@congrega/contract/admin/media';
import { adminMediaDelete, adminMediaList } from '@congrega/contract/endpoints/admin-media';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** States the server is still moving: the list polls while one is shown. */
const MOVING: ReadonlySet<TAdminMedia['situacao']> = new Set(['na_fila', 'processando']);
const POLL_MS = 2000;

export const mediaListKey = (church: string) => churchKey(church, 'media');

/** The church's media library; polled every 2 s while a video is queued or processing (its progress). */
export function useMediaList(church: string) {
  return useQuery({
    queryKey: mediaListKey(church),
    queryFn: ({ signal }) => apiCall(adminMediaList, { params: { church } }, { signal }),
    refetchInterval: (query) =>
      (query.state.data as TAdminMediaList | undefined)?.itens.some((m) => MOVING.has(m.situacao)) ? POLL_MS : false,
  });
}

/**
 * The library's processed videos, what a video content or a Play content may play (audio files are the podcast's:
 * its own list). Read with the content or the play grant, which every screen choosing one holds.
 */
export function useReadyVideos(church: string) {
  return useQuery({
    queryKey: mediaListKey(church),
    queryFn: ({ signal }) => apiCall(adminMediaList, { params: { church } }, { signal }),
    select: (data) => data.itens.filter((m) => m.situacao === 'pronto' && m.tipo === 'video'),
  });
}

export function deleteMedia(church: string, id: number) {
  return apiCall(adminMediaDelete, { params: { church, id } });
}
