import { videos } from '@congrega/contract/endpoints/videos';
import { VideoPlayer } from '../components/video-player.tsx';
import type { WebContentKind } from '../lib/content-kind.ts';

/** Videos: cards with their cover; the detail plays the video (YouTube, Vimeo or a file) in place of the cover. */
export const videosKind: WebContentKind = {
  key: 'videos',
  path: '/videos',
  endpoints: videos,
  cardImage: true,
  media: (item) => <VideoPlayer item={item} />,
};
