import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PUBLICATION_PDF_MAX_BYTES } from '@congrega/contract/admin/content-kinds';
import { AppError } from '../../lib/app-error.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { isScorePdf, scoreDocument } from './song-scores.ts';

/**
 * A publication's PDF, in the church's own publications folder `uploads/church-<id>/publications/`: taken like a
 * song's score PDF (song-scores.ts: its bytes say it is one, no script or launch action) and stored rewritten, its
 * pages only, so nothing active reaches the members who open it. A publication body may name only a PDF of that
 * folder that exists, or the file the publication already has (the demo seed's): 400 PUBLICATION_FILE_NOT_OWN.
 */
const folder = (churchId: number) => `church-${churchId}/publications`;
const NAME = /^[0-9a-f-]{36}\.pdf$/;

/** Stores an uploaded PDF (before the transaction) and answers its public path. */
export async function savePublicationPdf(dataDir: string, churchId: number, file: Buffer): Promise<string> {
  if (file.length > PUBLICATION_PDF_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { maxMb: PUBLICATION_PDF_MAX_BYTES / 1024 / 1024 });
  const clean = isScorePdf(file) ? await scoreDocument(file) : undefined;
  if (!clean) throw new AppError('FILE_INVALID');
  const dir = path.join(uploadsDir(dataDir), folder(churchId));
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.pdf`;
  await fs.writeFile(path.join(dir, name), clean, { flag: 'wx' });
  return `/media/uploads/${folder(churchId)}/${name}`;
}

export async function deletePublicationPdf(dataDir: string, churchId: number, url: string) {
  const prefix = `/media/uploads/${folder(churchId)}/`;
  if (url.startsWith(prefix) && NAME.test(url.slice(prefix.length)))
    await fs.rm(path.join(uploadsDir(dataDir), folder(churchId), url.slice(prefix.length)), { force: true });
}

/**
 * Refuses a file that is neither the church's own upload (existing) nor `current` (field `field`); no file at all
 * (null, missing, blank: a body that reached here without one) is a field refusal too, never a crash.
 */
export async function assertPublicationFile(dataDir: string, churchId: number, url: unknown, current: string | null, field: string) {
  if (typeof url !== 'string' || !url.trim()) throw new AppError('VALIDATION_FAILED', {}, { fields: { [field]: 'validation.required' } });
  if (url === current) return;
  const prefix = `/media/uploads/${folder(churchId)}/`;
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  const found =
    NAME.test(name) &&
    (await fs.stat(path.join(uploadsDir(dataDir), folder(churchId), name)).then(
      (s) => s.isFile(),
      () => false,
    ));
  if (!found) throw new AppError('PUBLICATION_FILE_NOT_OWN', {}, { fields: { [field]: 'error.PUBLICATION_FILE_NOT_OWN' } });
}
