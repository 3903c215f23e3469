import { ADMIN_CONTENT_ENDPOINTS } from '@congrega/contract/endpoints/admin-content';
import { parseVideoLink, videoLinkOf } from '@congrega/contract/video-links';
import { AppError } from '../../lib/app-error.ts';
import { requireReadyMedia } from '../media/media.public.ts';
import type { AuthoringKind } from './content-authoring-kinds.ts';
import { video } from './content.schema.ts';
import { videosKind } from './videos.kind.ts';

/**
 * Videos in the staff console: the body's `url` (a YouTube or Vimeo link, contract video-links.ts) is stored as what
 * the member app plays (`source`, `videoId`: the embed its player already frames), and answered back as the canonical
 * link; or `midiaArquivoId`, a processed file of the church's media library (`source` 'media', played through signed
 * HLS links: videos-playback.ts). One of the two: both, or neither, is a field error. No cover uploaded: the member
 * side shows YouTube's own thumbnail or the media file's poster (videos.kind.ts). No notice: publishing a video
 * notifies nobody (the spec has no notification type for videos).
 */
const sourceError = (field: string, message: string) => new AppError('VALIDATION_FAILED', {}, { fields: { [field]: message } });

export const videosAuthoring: AuthoringKind = {
  name: 'videos',
  kind: videosKind,
  endpoints: ADMIN_CONTENT_ENDPOINTS.videos,
  own: { videoId: video.videoId, source: video.source, midiaArquivoId: video.midiaArquivoId },
  prepare(values) {
    const url = String(values.url ?? '').trim();
    const media = typeof values.midiaArquivoId === 'number' ? values.midiaArquivoId : null;
    if (media !== null) {
      if (url) throw sourceError('midiaArquivoId', 'validation.videoSource');
      return { ...values, source: 'media', videoId: String(media), midiaArquivoId: media };
    }
    if (!url) throw sourceError('url', 'validation.videoSource');
    const link = parseVideoLink(url);
    if (!link) throw sourceError('url', 'validation.videoLink');
    return { ...values, ...link, midiaArquivoId: null };
  },
  check: async (tx, churchId, body) => {
    if (typeof body.midiaArquivoId === 'number') await requireReadyMedia(tx, churchId, body.midiaArquivoId, 'midiaArquivoId');
  },
  present: (item) => ({
    ...item,
    url: item.source === 'media' ? '' : videoLinkOf(String(item.source), String(item.videoId)),
    midiaArquivoId: item.midiaArquivoId ?? null,
  }),
};
