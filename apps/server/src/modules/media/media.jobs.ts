import { MEDIA_ABANDONED_HOURS } from '@congrega/contract/admin/media';
import type { FastifyInstance } from 'fastify';
import { deleteUpload } from '../../lib/image-upload.ts';
import { mediaFolderKey, mediaStore } from './media-keys.ts';
import { deleteMedia, findMedia, listAbandonedUploads, listStalledProcessing } from './media.repository.ts';
import { processMedia, STALE_MS } from './transcode-runner.ts';

/**
 * The media library's queues (plugins/jobs.ts): `media.process` runs one video's processing (transcode-runner.ts;
 * one queued job per video at a time, singletonKey), retried with back-off; `media.sweep` (every 5 minutes, one
 * run across copies) queues again what a stopped copy left (queued for a while, or 'processando' without progress
 * for STALE_MS) and deletes uploads left unfinished for MEDIA_ABANDONED_HOURS with their bytes. A copy closing
 * kills its ffmpeg runs; their rows are taken up again by the sweep.
 */
export const MEDIA_PROCESS_JOB = 'media.process';
export const MEDIA_SWEEP_JOB = 'media.sweep';
const QUEUED_STALE_MS = 10 * 60_000;

export interface MediaProcessJob {
  churchId: number;
  mediaId: number;
}

export function queueMediaProcessing(app: FastifyInstance, job: MediaProcessJob): Promise<string | null> {
  return app.jobs.send<MediaProcessJob>(MEDIA_PROCESS_JOB, job, { singletonKey: `media:${job.mediaId}` });
}

/** Removes a media file's bytes (source, chunks, renditions) and its public stills; after the row's delete commits. */
export async function removeMediaFiles(
  app: FastifyInstance,
  row: { igrejaId: number; id: number; poster: string | null; miniaturas: string | null },
) {
  await mediaStore(app).remove(mediaFolderKey(row.igrejaId, row.id));
  await deleteUpload(app.config.dataDir, row.poster);
  await deleteUpload(app.config.dataDir, row.miniaturas);
}

export async function sweepMedia(app: FastifyInstance, now = new Date()): Promise<{ requeued: number; abandoned: number }> {
  const stalled = await listStalledProcessing(
    app.database.db,
    new Date(now.getTime() - QUEUED_STALE_MS),
    new Date(now.getTime() - STALE_MS),
  );
  for (const row of stalled) await queueMediaProcessing(app, { churchId: row.igrejaId, mediaId: row.id });
  const abandoned = await listAbandonedUploads(app.database.db, new Date(now.getTime() - MEDIA_ABANDONED_HOURS * 3600_000));
  let removed = 0;
  for (const { igrejaId, id } of abandoned) {
    const row = await app.database.withChurch(igrejaId, async (tx) => {
      const found = await findMedia(tx, igrejaId, id);
      // Still abandoned inside its church's transaction (a chunk may have arrived since the list was read).
      if (!found || found.situacao !== 'enviando' || found.atualizadoEm.getTime() >= now.getTime() - MEDIA_ABANDONED_HOURS * 3600_000)
        return undefined;
      await deleteMedia(tx, igrejaId, id);
      return found;
    });
    if (row) {
      await removeMediaFiles(app, row);
      removed++;
    }
  }
  return { requeued: stalled.length, abandoned: removed };
}

export function defineMediaJobs(app: FastifyInstance): void {
  const closing = new AbortController();
  app.addHook('preClose', () => closing.abort());
  app.jobs.define<MediaProcessJob>({
    name: MEDIA_PROCESS_JOB,
    handler: async ({ churchId, mediaId }) => {
      const outcome = await processMedia(app, churchId, mediaId, closing.signal);
      // A failure to retry goes back to the queue with its back-off (the row is 'na_fila' again).
      if (outcome === 'retry') throw new Error('media processing to retry');
    },
    retryLimit: 3,
    retryDelaySeconds: 30,
  });
  app.jobs.define<object>({
    name: MEDIA_SWEEP_JOB,
    handler: async () => {
      const swept = await sweepMedia(app);
      if (swept.requeued || swept.abandoned) app.log.info({ media: swept }, 'media sweep');
    },
    cron: '*/5 * * * *',
    retryLimit: 1,
  });
}
