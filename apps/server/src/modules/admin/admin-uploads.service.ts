import type { TAdminImageUpload } from '@congrega/contract/admin/settings';
import { deleteUpload, saveImageUpload } from '../../lib/image-upload.ts';
import { adminWrite, type AdminContext } from './admin-tx.ts';
import { churchImageFolder, type TAdminImageUse } from './settings-images.ts';

/**
 * POST /admin/:church/uploads/image (settings edit) and /admin/:church/events/images (events edit, `event`): the image goes through the upload pipeline (re-encoded WebP, no
 * metadata) into the church's own folder for its use before the transaction; the upload is audited, and a failed
 * audit deletes the file again (under the area of its use). The answer is the path a banner or an event may then name.
 */
export async function uploadChurchImage(ctx: AdminContext, uso: TAdminImageUse, image: Buffer): Promise<TAdminImageUpload> {
  const folder = churchImageFolder(ctx.staff.church.id, uso);
  const imagem = await saveImageUpload(ctx.app.config.dataDir, folder, image);
  try {
    return await adminWrite(ctx, { area: uso === 'event' ? 'events' : 'settings', entidade: 'upload' }, async () => ({
      result: { imagem },
      audit: { entidadeId: imagem, acao: 'create', depois: { uso, imagem } },
    }));
  } catch (error) {
    await deleteUpload(ctx.app.config.dataDir, imagem);
    throw error;
  }
}
