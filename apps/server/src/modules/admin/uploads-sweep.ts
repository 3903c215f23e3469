import type { FastifyInstance } from 'fastify';
import { deleteUpload } from '../../lib/image-upload.ts';
import { listAbandonedUploads, takeAbandonedUpload } from './uploads.repository.ts';

/**
 * The uploads sweep (`admin.uploads-sweep`, hourly, one run across copies): a console image upload that nothing
 * named within a day (a banner, event, content or plan form left unsaved) is deleted, its row and its file. Each is
 * taken again inside its church's transaction and its file removed before that commits, so a save naming it meanwhile
 * either claimed it first (the sweep finds nothing) or waits and then finds it gone (refused: SETTINGS_IMAGE_NOT_OWN).
 */
export const UPLOADS_SWEEP_JOB = 'admin.uploads-sweep';
export const ABANDONED_UPLOAD_MS = 24 * 3600_000;

export async function sweepUploads(app: FastifyInstance, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  let removed = 0;
  for (const { igrejaId, imagem } of await listAbandonedUploads(app.database.db, before)) {
    const taken = await app.database.withChurch(igrejaId, async (tx) => {
      if (!(await takeAbandonedUpload(tx, igrejaId, imagem, before))) return false;
      await deleteUpload(app.config.dataDir, imagem);
      return true;
    });
    if (taken) removed++;
  }
  return removed;
}

export function defineUploadJobs(app: FastifyInstance): void {
  app.jobs.define<object>({
    name: UPLOADS_SWEEP_JOB,
    handler: async () => {
      const removed = await sweepUploads(app);
      if (removed) app.log.info({ uploads: { removed } }, 'abandoned uploads swept');
    },
    cron: '23 * * * *',
    retryLimit: 1,
  });
}
