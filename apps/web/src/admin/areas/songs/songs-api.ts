import type { TAdminSongInput, TAdminSongListQuery, TAdminSongScoreUpload } from '@congrega/contract/admin/songs';
import {
  adminSongCreate,
  adminSongDelete,
  adminSongGet,
  adminSongList,
  adminSongScoreUpload,
  adminSongUpdate,
} from '@congrega/contract/endpoints/admin-songs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** One page of the church's songs found by the search (the server pages and counts them). */
export function useSongList(church: string, query: TAdminSongListQuery) {
  return useQuery({
    queryKey: churchKey(church, 'songs', query),
    queryFn: ({ signal }) => apiCall(adminSongList, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSong(church: string, songId: number | undefined) {
  return useQuery({
    queryKey: churchKey(church, 'songs', 'song', songId),
    queryFn: ({ signal }) => apiCall(adminSongGet, { params: { church, songId: songId! } }, { signal }),
    enabled: songId !== undefined,
  });
}

/** Creates the song (no id) or replaces it; the saved song as the server keeps it. */
export function saveSong(church: string, songId: number | undefined, body: TAdminSongInput) {
  return songId === undefined
    ? apiCall(adminSongCreate, { params: { church }, body })
    : apiCall(adminSongUpdate, { params: { church, songId }, body });
}

export function deleteSong(church: string, songId: number) {
  return apiCall(adminSongDelete, { params: { church, songId } });
}

/** POST /admin/:church/songs/scores (multipart `arquivo`): the stored score's path and kind. */
export function uploadSongScore(church: string, file: File): Promise<TAdminSongScoreUpload> {
  const form = new FormData();
  form.append('arquivo', file);
  return apiCall(adminSongScoreUpload, { params: { church }, body: form });
}
