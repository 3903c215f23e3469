import { videoPlayback } from '@congrega/contract/endpoints/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { contentChurch } from '../lib/content-scope.ts';

/**
 * GET /videos/{id}/playback: signed links of an uploaded video (its HLS playlist, captions, poster). Never reused
 * from the cache once its links may be near their end (they last hours; a player refetches on a media error).
 */
export function videoPlaybackQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['content', contentChurch(), 'videos', id, 'playback'] as const,
    queryFn: ({ signal }) => apiCall(videoPlayback, { params: { id } }, { signal }),
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });
}

export const useVideoPlayback = (id: number) => useQuery(videoPlaybackQueryOptions(id));
