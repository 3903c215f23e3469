import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { deleteUpload, saveImageUpload } from '../../lib/image-upload.ts';
import type { TMediaKind } from '@congrega/contract/admin/media';
import { mediaImageFolder, mediaSourceKey, mediaStore } from './media-keys.ts';
import { MEDIA_RECIPES } from './media-recipes.ts';
import { claimProcessing, updateClaimed } from './media.repository.ts';

/**
 * The processing of one upload (media.jobs.ts), a video or an audio file, by the one runner with the kind's recipe
 * (media-recipes.ts: probe, outputs, ffmpeg work), safe with any number of copies: the row is claimed with one UPDATE
 * (media.repository.ts claimProcessing), so one runner works on it; its progress (every few seconds, and a heartbeat while the stills are made) moves `atualizado_em`, and a row whose runner stopped moving it for
 * STALE_MS (the copy died, was restarted) is claimed again by the next job or sweep and processed from the start.
 * Every later write names the claim: a runner whose row was taken over or deleted publishes nothing. A failure is
 * retried by the queue up to MAX_ATTEMPTS claims, then the row is 'falhou' (MEDIA_TRANSCODE_FAILED); a file
 * ffprobe now refuses fails at once with its code. Outputs appear together: the outputs are written to a work
 * folder and published with the row's 'pronto' only.
 */
export const STALE_MS = 90_000;
export const MAX_ATTEMPTS = 3;
const PROGRESS_EVERY_MS = 3000;

export type ProcessOutcome = 'done' | 'skipped' | 'refused' | 'failed' | 'retry';

export async function processMedia(app: FastifyInstance, churchId: number, mediaId: number, signal?: AbortSignal): Promise<ProcessOutcome> {
  const claimed = await app.database.withChurch(churchId, (tx) => claimProcessing(tx, churchId, mediaId, new Date(Date.now() - STALE_MS)));
  if (!claimed) return 'skipped';
  const claim = claimed.tentativas;
  const recipe = MEDIA_RECIPES[claimed.tipo as TMediaKind];
  const write = (patch: Parameters<typeof updateClaimed>[4]) =>
    app.database.withChurch(churchId, (tx) => updateClaimed(tx, churchId, mediaId, claim, patch));
  const store = mediaStore(app);
  const source = store.localFile(mediaSourceKey(churchId, mediaId));
  let progress = 0;
  let lastWrite = Date.now();
  let lost = false;
  const abort = new AbortController();
  // A write of the progress that finds the row taken over (or deleted) stops the work.
  const beat = () =>
    void write({ progresso: progress }).then((ours) => {
      if (ours) return;
      lost = true;
      abort.abort();
    });
  const heartbeat = setInterval(beat, PROGRESS_EVERY_MS * 5);
  const stop = () => abort.abort();
  signal?.addEventListener('abort', stop);
  let work: string | undefined;
  const images: string[] = [];
  try {
    const probed = await recipe.probe(app, source);
    const output = recipe.outputKey(churchId, mediaId);
    work = await store.workFolder(output);
    const made = await recipe.make(app, source, work, probed, abort.signal, (done) => {
      progress = Math.min(99, Math.floor(done * 100));
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      beat();
    });
    const folder = mediaImageFolder(churchId);
    for (const still of made.stills) images.push(await saveImageUpload(app.config.dataDir, folder, still));
    if (lost) throw new ClaimLost();
    await store.publish(work, output);
    work = undefined;
    const ours = await write({
      situacao: 'pronto',
      progresso: 100,
      erro: null,
      poster: images[0] ?? null,
      miniaturas: images[1] ?? null,
      ...probed,
      ...made.patch,
    });
    if (!ours) throw new ClaimLost();
    return 'done';
  } catch (error) {
    for (const image of images) await deleteUpload(app.config.dataDir, image);
    if (error instanceof ClaimLost || lost) return 'skipped';
    if (error instanceof AppError) {
      await write({ situacao: 'falhou', erro: error.code });
      return 'refused';
    }
    if (signal?.aborted) return 'retry';
    app.log.warn({ err: error, media: { churchId, mediaId, attempt: claim } }, 'media processing failed');
    if (claim >= MAX_ATTEMPTS) {
      await write({ situacao: 'falhou', erro: 'MEDIA_TRANSCODE_FAILED' });
      return 'failed';
    }
    await write({ situacao: 'na_fila', progresso: 0 });
    return 'retry';
  } finally {
    clearInterval(heartbeat);
    signal?.removeEventListener('abort', stop);
    if (work) await fs.rm(work, { recursive: true, force: true });
  }
}

class ClaimLost extends Error {}
