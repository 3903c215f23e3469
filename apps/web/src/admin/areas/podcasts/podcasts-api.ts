import type { TAdminPodcastBody, TAdminPodcastEpisodeBody } from '@congrega/contract/admin/podcasts';
import {
  adminPodcastAudioList,
  adminPodcastCreate,
  adminPodcastDelete,
  adminPodcastEpisodeCreate,
  adminPodcastEpisodeDelete,
  adminPodcastEpisodePublication,
  adminPodcastEpisodeUpdate,
  adminPodcastGet,
  adminPodcastList,
  adminPodcastUpdate,
} from '@congrega/contract/endpoints/admin-podcasts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The church's podcasts in the console (contract endpoints/admin-podcasts.ts). */
const listKey = (church: string) => churchKey(church, 'podcasts');
const showKey = (church: string, id: number) => churchKey(church, 'podcasts', id);

export function usePodcasts(church: string) {
  return useQuery({ queryKey: listKey(church), queryFn: ({ signal }) => apiCall(adminPodcastList, { params: { church } }, { signal }) });
}

export function usePodcast(church: string, podcastId: number) {
  return useQuery({
    queryKey: showKey(church, podcastId),
    queryFn: ({ signal }) => apiCall(adminPodcastGet, { params: { church, podcastId } }, { signal }),
  });
}

/** The library's processed audio files an episode may play. */
export function usePodcastAudio(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'podcast-audio'),
    queryFn: ({ signal }) => apiCall(adminPodcastAudioList, { params: { church } }, { signal }),
  });
}

/** The writes; each refreshes the list and the show it changed. */
export function usePodcastWrites(church: string) {
  const client = useQueryClient();
  const refresh = (podcastId?: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: listKey(church) }),
      podcastId === undefined ? undefined : client.invalidateQueries({ queryKey: showKey(church, podcastId) }),
    ]);
  return {
    saveShow: async (id: number | null, body: TAdminPodcastBody) => {
      const saved =
        id === null
          ? await apiCall(adminPodcastCreate, { params: { church }, body })
          : await apiCall(adminPodcastUpdate, { params: { church, podcastId: id }, body });
      await refresh(saved.id);
      return saved;
    },
    saveEpisode: async (podcastId: number, id: number | null, body: TAdminPodcastEpisodeBody) => {
      await (id === null
        ? apiCall(adminPodcastEpisodeCreate, { params: { church, podcastId }, body })
        : apiCall(adminPodcastEpisodeUpdate, { params: { church, podcastId, episodeId: id }, body }));
      await refresh(podcastId);
    },
    publish: async (podcastId: number, id: number, publicado: boolean) => {
      await apiCall(adminPodcastEpisodePublication, { params: { church, podcastId, episodeId: id }, body: { publicado } });
      await refresh(podcastId);
    },
    removeShow: async (podcastId: number) => {
      await apiCall(adminPodcastDelete, { params: { church, podcastId } });
      client.removeQueries({ queryKey: showKey(church, podcastId) });
      await refresh();
    },
    remove: async (podcastId: number, id: number) => {
      await apiCall(adminPodcastEpisodeDelete, { params: { church, podcastId, episodeId: id } });
      await refresh(podcastId);
    },
  };
}
