import type {
  TAdminPodcast,
  TAdminPodcastAudioList,
  TAdminPodcastDetail,
  TAdminPodcastEpisode,
  TAdminPodcastInput,
  ZAdminPodcastEpisodeBody,
} from '@congrega/contract/admin/podcasts';
import type { z } from 'zod';
import { churchPublicUrl } from '../../core/public-url.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import {
  addPodcastEpisode,
  addPodcastShow,
  changePodcastEpisode,
  changePodcastShow,
  podcastAudioOptions,
  podcastShow,
  podcastShows,
  publishPodcastEpisode,
  removePodcastEpisode,
  removePodcastShow,
} from '../podcast/podcast.public.ts';
import { deleteUpload } from '../../lib/image-upload.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { assertChurchImage } from './settings-images.ts';

/**
 * The church's podcasts in the staff console (rules in packages/contract/src/admin/podcasts.ts, the SQL in
 * podcast/podcast-authoring*.ts): each change one transaction audited under the `content` area, entity `podcast`
 * or `podcast_episodio`. A cover is an upload of the church's content folder (settings-images.ts). Two staff
 * creating the same code at once: the unique index answers the second with 409 PODCAST_CODE_TAKEN.
 */
const SHOW = { area: 'content', entidade: 'podcast' } as const;
const EPISODE = { area: 'content', entidade: 'podcast_episodio' } as const;
type EpisodeInput = z.output<typeof ZAdminPodcastEpisodeBody>;

const origin = (ctx: AdminContext) => churchPublicUrl(ctx.app.config.publicUrl, ctx.staff.church.slug);

async function codeRace<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (uniqueViolation(error) === 'podcast_igreja_codigo_uq')
      throw new AppError('PODCAST_CODE_TAKEN', {}, { fields: { codigo: 'error.PODCAST_CODE_TAKEN' } });
    throw error;
  }
}

export async function adminPodcasts(ctx: AdminContext): Promise<{ itens: TAdminPodcast[] }> {
  return { itens: await adminRead(ctx, (tx, church) => podcastShows(tx, church.id, origin(ctx))) };
}

export function adminPodcast(ctx: AdminContext, id: number): Promise<TAdminPodcastDetail> {
  return adminRead(ctx, (tx, church) => podcastShow(tx, church.id, id, origin(ctx)));
}

export function adminPodcastCreate(ctx: AdminContext, body: TAdminPodcastInput): Promise<TAdminPodcast> {
  return codeRace(
    adminWrite(ctx, SHOW, async (tx, church) => {
      if (body.imagem) await assertChurchImage(tx, ctx.app.config.dataDir, church.id, 'content', body.imagem);
      const created = await addPodcastShow(tx, church.id, body, origin(ctx));
      return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: created } };
    }),
  );
}

export function adminPodcastUpdate(ctx: AdminContext, id: number, body: TAdminPodcastInput): Promise<TAdminPodcast> {
  return codeRace(
    adminWrite(ctx, SHOW, async (tx, church) => {
      const { antes, depois } = await changePodcastShow(tx, church.id, id, body, origin(ctx));
      if (body.imagem && body.imagem !== antes.imagem)
        await assertChurchImage(tx, ctx.app.config.dataDir, church.id, 'content', body.imagem);
      return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
    }),
  );
}

/**
 * Deletes a show with its episodes, one audit row naming what went (the show, its episodes' ids, titles and audio
 * files); its cover file is removed after the commit when nothing else names it.
 */
export async function adminPodcastDelete(ctx: AdminContext, id: number): Promise<void> {
  const orphan = await adminWrite(ctx, SHOW, async (tx, church) => {
    const removed = await removePodcastShow(tx, church.id, id, origin(ctx));
    return { result: removed.orphan, audit: { entidadeId: id, acao: 'delete', antes: removed.antes } };
  });
  if (orphan) await deleteUpload(ctx.app.config.dataDir, orphan);
}

export function adminPodcastAudio(ctx: AdminContext): Promise<TAdminPodcastAudioList> {
  return adminRead(ctx, (tx, church) => podcastAudioOptions(tx, church.id));
}

export function adminPodcastEpisodeCreate(ctx: AdminContext, podcastId: number, body: EpisodeInput): Promise<TAdminPodcastEpisode> {
  return adminWrite(ctx, EPISODE, async (tx, church) => {
    const created = await addPodcastEpisode(tx, church.id, podcastId, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: { podcastId, ...created } } };
  });
}

export function adminPodcastEpisodeUpdate(ctx: AdminContext, podcastId: number, id: number, body: EpisodeInput) {
  return adminWrite(ctx, EPISODE, async (tx, church) => {
    const { antes, depois } = await changePodcastEpisode(tx, church.id, podcastId, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
}

export function adminPodcastEpisodePublication(ctx: AdminContext, podcastId: number, id: number, publicado: boolean) {
  return adminWrite(ctx, EPISODE, async (tx, church) => {
    const { antes, depois } = await publishPodcastEpisode(tx, church.id, podcastId, id, publicado);
    const audit = {
      entidadeId: id,
      acao: 'update' as const,
      antes: { publicado: antes.publicado },
      depois: { publicado: depois.publicado },
    };
    return { result: depois, audit };
  });
}

export function adminPodcastEpisodeDelete(ctx: AdminContext, podcastId: number, id: number): Promise<null> {
  return adminWrite(ctx, EPISODE, async (tx, church) => {
    const antes = await removePodcastEpisode(tx, church.id, podcastId, id);
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });
}
