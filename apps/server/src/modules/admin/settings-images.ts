import fs from 'node:fs/promises';
import path from 'node:path';
import type { ADMIN_IMAGE_USES } from '@congrega/contract/admin/settings';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { bannerImageInUse } from './settings.repository.ts';
import { claimPendingUpload } from './uploads.repository.ts';

/**
 * The church's own images (settings). Uploads go to the church's folder per use, `church-<id>/<use>s`
 * (/media/uploads/church-12/banners/<uuid>.webp), and a settings body that names an image is accepted only when it is
 * (a) an upload of that folder that exists, or (b) an image the church already shows there (the demo seed's
 * /media/seed paths, an address set before uploads were required), so a church cannot point at another church's
 * upload, nor at a path it guessed. Refusal: 400 SETTINGS_IMAGE_NOT_OWN on `imagem`. A save naming an upload claims
 * it (uploads.schema.ts, in the save's transaction: the sweep no longer deletes it); a banner may name an upload only
 * while it is pending or another banner shows it (an upload no banner shows any more is deleted after that change:
 * banners.service.ts).
 */
/**
 * The settings' uses, `content` (a content item's cover: POST /admin/:church/content/images), `plan` (a reading
 * plan's cover: POST /admin/:church/reading-plans/images) and `play` (a Play content's or collection's poster:
 * POST /admin/:church/play/images).
 */
export type TAdminImageUse = (typeof ADMIN_IMAGE_USES)[number] | 'content' | 'plan' | 'play';

export function churchImageFolder(churchId: number, uso: TAdminImageUse): string {
  return `church-${churchId}/${uso}s`;
}

/** The path inside DATA_DIR/uploads of an upload of the church's folder for `uso`, or undefined. */
function ownUpload(churchId: number, uso: TAdminImageUse, imagem: string): string | undefined {
  const prefix = `/media/uploads/${churchImageFolder(churchId, uso)}/`;
  if (!imagem.startsWith(prefix)) return undefined;
  const name = imagem.slice(prefix.length);
  return /^[0-9a-f-]{36}\.webp$/.test(name) ? path.join(churchImageFolder(churchId, uso), name) : undefined;
}

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

export async function assertChurchImage(tx: Tx, dataDir: string, churchId: number, uso: TAdminImageUse, imagem: string): Promise<void> {
  const own = ownUpload(churchId, uso, imagem);
  if (own) {
    // Claimed before the file is looked at: a sweep of it is then either done (file gone) or kept off it.
    const claimed = await claimPendingUpload(tx, churchId, imagem);
    if ((claimed || uso !== 'banner') && (await exists(path.join(uploadsDir(dataDir), own)))) return;
  }
  if (await bannerImageInUse(tx, churchId, imagem)) return;
  throw new AppError('SETTINGS_IMAGE_NOT_OWN', {}, { fields: { imagem: 'error.SETTINGS_IMAGE_NOT_OWN' } });
}

/** After a banner lost `imagem`: the upload to delete once committed, when no banner of the church shows it still. */
export async function orphanedUpload(tx: Tx, churchId: number, imagem: string | undefined): Promise<string | undefined> {
  if (!imagem || !ownUpload(churchId, 'banner', imagem)) return undefined;
  return (await bannerImageInUse(tx, churchId, imagem)) ? undefined : imagem;
}
