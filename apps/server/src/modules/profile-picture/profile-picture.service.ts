import type { TClientAccount } from '@congrega/contract/user';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { deleteUpload, saveImageUpload } from '../../lib/image-upload.ts';
import { replaceClientImageTx } from '../accounts/accounts.public.ts';
import { requireMember } from '../../core/member.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';
import { publicReadsChanged } from '../../core/public-reads.ts';
/**
 * Profile picture (POST/DELETE /usuario/{id}/{type}/imagem): the caller's own client account at the host church only
 * (any other id answers 404). The upload goes through the image pipeline (re-encoded WebP, no metadata) before the
 * transaction; the replaced file is deleted after commit, and a failed write deletes the new one.
 */

type Ctx = { app: FastifyInstance; church: TenantChurch; auth: AuthContext };

export const PROFILE_UPLOAD_FOLDER = 'profile';

/** Fails before any work when the id is not the caller's client account (403 without one at this church). */
function assertOwn(auth: AuthContext, usuarioId: number): void {
  if (auth.usuarioId === null) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND', {}, { status: 403 });
  if (auth.usuarioId !== usuarioId) throw new AppError('NOT_FOUND');
}

async function replace({ app, church, auth }: Ctx, usuarioId: number, imagem: string | null): Promise<TClientAccount> {
  const result = await app.database.withChurch(church.id, async (tx) => {
    const own = await requireMember(tx, auth);
    return replaceClientImageTx(tx, church.id, own, imagem);
  });
  if (!result) throw new AppError('NOT_FOUND');
  await publicReadsChanged(app, church.id, 'groups'); // a leader's picture on the cached group pages
  if (result.previous && result.previous !== imagem) await deleteUpload(app.config.dataDir, result.previous);
  return result.account;
}

export async function setProfilePicture(ctx: Ctx, usuarioId: number, image: Buffer): Promise<TClientAccount> {
  assertOwn(ctx.auth, usuarioId);
  const imagem = await saveImageUpload(ctx.app.config.dataDir, PROFILE_UPLOAD_FOLDER, image);
  try {
    return await replace(ctx, usuarioId, imagem);
  } catch (error) {
    await deleteUpload(ctx.app.config.dataDir, imagem);
    throw error;
  }
}

export async function removeProfilePicture(ctx: Ctx, usuarioId: number): Promise<TClientAccount> {
  assertOwn(ctx.auth, usuarioId);
  return replace(ctx, usuarioId, null);
}
