import { ADMIN_CONTENT_ENDPOINTS } from '@congrega/contract/endpoints/admin-content';
import { parseVideoLink, videoLinkOf } from '@congrega/contract/video-links';
import { AppError } from '../../lib/app-error.ts';
import type { AuthoringKind } from './content-authoring-kinds.ts';
import { video } from './content.schema.ts';
import { videosKind } from './videos.kind.ts';

/**
 * Videos in the staff console: the body's `url` (a YouTube or Vimeo link, contract video-links.ts) is stored as what
 * the member app plays (`source`, `videoId`: the embed its player already frames), and answered back as the canonical
 * link. No cover uploaded: the member side shows YouTube's own thumbnail (videos.kind.ts). No notice: publishing a
 * video notifies nobody (the spec has no notification type for videos). Uploaded video files: the media issue.
 */
export const videosAuthoring: AuthoringKind = {
  name: 'videos',
  kind: videosKind,
  endpoints: ADMIN_CONTENT_ENDPOINTS.videos,
  own: { videoId: video.videoId, source: video.source },
  prepare(values) {
    const link = parseVideoLink(String(values.url ?? ''));
    if (!link) throw new AppError('VALIDATION_FAILED', {}, { fields: { url: 'validation.videoLink' } });
    return { ...values, ...link };
  },
  present: (item) => ({ ...item, url: videoLinkOf(String(item.source), String(item.videoId)) }),
};
