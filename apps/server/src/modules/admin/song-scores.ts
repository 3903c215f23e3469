import { PDFDocument, PDFName } from 'pdf-lib';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SONG_PDF_MAX_BYTES, type TAdminSongInput, type TAdminSongScoreUpload } from '@congrega/contract/admin/songs';
import type { TScoreFile } from '@congrega/contract/praise';
import { AppError } from '../../lib/app-error.ts';
import { deleteUpload, IMAGE_MAX_BYTES, saveImageUpload } from '../../lib/image-upload.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';

/**
 * A song's score files (sheet music), in the church's own songs folder `uploads/church-<id>/songs/`. A PDF is taken
 * once its bytes say it is one (`%PDF-`, at most SONG_PDF_MAX_BYTES, ending with `%%EOF`) and name no script, launch
 * or embedded-file action, then stored rewritten (scoreDocument): only its pages' drawing is copied into a new
 * document, so whatever an escaped name or a compressed object stream hides from that check (open actions, page
 * actions, annotations and their links, forms, attachments, document scripts) is not in the file members open, which
 * is served without a sandbox (Chromium's viewer opens no sandboxed PDF); an image goes through the image pipeline
 * (re-encoded WebP, no metadata). A song body may name only files of that folder that exist, or files the song
 * already has (the demo seed's): 400 SONG_SCORE_NOT_OWN otherwise.
 */
export const songFolder = (churchId: number) => `church-${churchId}/songs`;

const PDF_ACTIONS = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|SubmitForm|ImportData)\b/;
const PDF_NAME = /^[0-9a-f-]{36}\.pdf$/;

/** Whether the bytes are a PDF a score may be: its signature, its end marker, and none of the active parts. */
export function isScorePdf(bytes: Buffer): boolean {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) return false;
  return !PDF_ACTIONS.test(bytes.toString('latin1'));
}

const isPdfBytes = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The score as stored: a new document holding copies of the pages, each without annotations or page actions (the
 * catalogue's open action, names, forms and outlines are not copied). Undefined for a file pdf-lib cannot read
 * (broken or encrypted): FILE_INVALID.
 */
export async function scoreDocument(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const clean = await PDFDocument.create({ updateMetadata: false });
    for (const page of await clean.copyPages(source, source.getPageIndices())) {
      page.node.delete(PDFName.of('Annots'));
      page.node.delete(PDFName.of('AA'));
      clean.addPage(page);
    }
    return clean.getPageCount() > 0 ? Buffer.from(await clean.save()) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores an uploaded score (before the transaction) and answers its public path and kind. */
export async function saveSongScore(dataDir: string, churchId: number, file: Buffer): Promise<TAdminSongScoreUpload> {
  if (!isPdfBytes(file)) {
    if (file.length > IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 });
    return { url: await saveImageUpload(dataDir, songFolder(churchId), file), tipo: 'imagem' };
  }
  if (file.length > SONG_PDF_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { maxMb: SONG_PDF_MAX_BYTES / 1024 / 1024 });
  const clean = isScorePdf(file) ? await scoreDocument(file) : undefined;
  if (!clean) throw new AppError('FILE_INVALID');
  const dir = path.join(uploadsDir(dataDir), songFolder(churchId));
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.pdf`;
  await fs.writeFile(path.join(dir, name), clean, { flag: 'wx' });
  return { url: `/media/uploads/${songFolder(churchId)}/${name}`, tipo: 'pdf' };
}

/** The file inside DATA_DIR/uploads of an upload of the church's songs folder, or undefined. */
function ownFile(churchId: number, url: string): string | undefined {
  const prefix = `/media/uploads/${songFolder(churchId)}/`;
  if (!url.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  return PDF_NAME.test(name) || /^[0-9a-f-]{36}\.webp$/.test(name) ? path.join(songFolder(churchId), name) : undefined;
}

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/** Refuses a body naming a score the church did not upload (nor the song already had); the kind must match the file. */
export async function assertSongScores(dataDir: string, churchId: number, body: TAdminSongInput, current: readonly TScoreFile[] = []) {
  for (const score of body.partituras) {
    if (current.some((c) => c.url === score.url)) continue;
    const own = ownFile(churchId, score.url);
    const kindMatches = own !== undefined && (score.tipo === 'pdf') === own.endsWith('.pdf');
    if (own && kindMatches && (await exists(path.join(uploadsDir(dataDir), own)))) continue;
    throw new AppError('SONG_SCORE_NOT_OWN', {}, { fields: { partituras: 'error.SONG_SCORE_NOT_OWN' } });
  }
}

/** After a change committed: the uploads the song no longer names (only its own folder's files are touched). */
export async function deleteDroppedScores(dataDir: string, churchId: number, before: readonly TScoreFile[], after: readonly TScoreFile[]) {
  for (const score of before) {
    if (after.some((a) => a.url === score.url) || !ownFile(churchId, score.url)) continue;
    if (score.url.endsWith('.webp')) await deleteUpload(dataDir, score.url);
    else await fs.rm(path.join(uploadsDir(dataDir), ownFile(churchId, score.url)!), { force: true });
  }
}
