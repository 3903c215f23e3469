/**
 * Where a member (and a podcast app, through the feed) plays an episode: an episode with an audio file of the media
 * library plays it from the public audio route (served from the media store with HTTP Range, podcast.routes.ts),
 * named by the episode's id so a new show code keeps old links; the demo's episodes play their public file.
 */
export const episodeAudioPath = (episodeId: number) => `/api/v1/podcast/episodes/${episodeId}/audio.m4a`;

export function episodeAudio(row: { id: number; midiaId: number | null; arquivoAudio: string | null }): string {
  return row.midiaId !== null ? episodeAudioPath(row.id) : (row.arquivoAudio ?? '');
}
