import { ZId } from '@congrega/contract/common';
import { ZPodcastParams } from '@congrega/contract/podcast';
import { excerpt, type LinkPreviewRoute } from '../../plugins/web-link-preview.ts';
import { screenLinkPreview } from '../../plugins/web-screen-previews.ts';
import { podcastEpisodeStructuredData } from '../../plugins/web-structured-data.ts';
import { getEpisodePreviewData } from './podcast.service.ts';

const screen = screenLinkPreview('/podcast', { ns: 'podcast', title: 'title' });

/**
 * /podcast: the screen's own title; opened on a shared episode (`?code=&episode=`, episode-item.tsx's share link),
 * that episode's title, description and cover, and its schema.org PodcastEpisode. Only a published episode of the
 * host church's podcast: another church's, a future or unknown one keeps the screen's preview (the screen still
 * lists the podcast).
 */
export const podcastLinkPreview: LinkPreviewRoute = {
  path: '/podcast',
  async resolve(ctx) {
    const code = ZPodcastParams.shape.code.safeParse(ctx.query.get('code') ?? '');
    const raw = ctx.query.get('episode') ?? '';
    const id = ZId.safeParse(Number(raw));
    if (!code.success || !/^\d+$/.test(raw) || !id.success) return screen.resolve(ctx);
    const episode = await getEpisodePreviewData(ctx.app, ctx.church, code.data, id.data);
    if (!episode) return screen.resolve(ctx);
    const description = episode.descricao ? excerpt(episode.descricao) : episode.podcast.titulo;
    return {
      title: episode.titulo,
      description,
      image: episode.imagem ?? episode.podcast.imagem,
      structuredData: podcastEpisodeStructuredData(episode, ctx.bootstrap.igreja, ctx.origin, description),
    };
  },
};
