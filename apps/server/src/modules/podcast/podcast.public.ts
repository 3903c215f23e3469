/**
 * The podcast module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - podcastLinkPreview: the /podcast page's link preview, a shared episode's own (web screens, app.ts) (app.ts)
 * - podcastShows, podcastShow, addPodcastShow, changePodcastShow, removePodcastShow, podcastEpisode, addPodcastEpisode,
 *   changePodcastEpisode, publishPodcastEpisode, removePodcastEpisode, podcastAudioOptions: the console's podcast
 *   authoring, in its church transaction (admin)
 * - assertAudioUnused: an audio file an episode plays is not deleted from the media library (admin)
 */
export { podcastLinkPreview } from './podcast.link-preview.ts';
export {
  addPodcastEpisode,
  addPodcastShow,
  assertAudioUnused,
  changePodcastEpisode,
  changePodcastShow,
  podcastAudioOptions,
  podcastEpisode,
  podcastShow,
  podcastShows,
  publishPodcastEpisode,
  removePodcastEpisode,
  removePodcastShow,
} from './podcast-authoring.ts';
