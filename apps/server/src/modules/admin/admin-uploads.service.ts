import type { TAdminArea } from '@congrega/contract/admin/grants';
import type { TAdminImageUpload } from '@congrega/contract/admin/settings';
import { deleteUpload, saveImageUpload } from '../../lib/image-upload.ts';
import { adminWrite, type AdminContext } from './admin-tx.ts';
import { churchImageFolder, type TAdminImageUse } from './settings-images.ts';
import { recordPendingUpload } from './uploads.repository.ts';

/** The grant area an upload is audited under, by its use. */
const UPLOAD_AREAS = { banner: 'settings', event: 'events', content: 'content', plan: 'content', play: 'play' } as const satisfies Record<
  TAdminImageUse,
  TAdminArea
>;

/**
 * POST /admin/:church/uploads/image (settings edit), /admin/:church/events/images (events edit, `event`) and
 * /admin/:church/content/images (content edit, `content`; /admin/:church/reading-plans/images: `plan`): the image goes through the upload pipeline (re-encoded WebP, no
 * metadata) into the church's own folder for its use before the transaction; the upload is audited, and a failed
 * audit deletes the file again (under the area of its use). The answer is the path a banner or an event may then name;
 * it is pending until a save names it (uploads.schema.ts), and swept if none did within a day (uploads-sweep.ts).
 */
export async function uploadChurchImage(ctx: AdminContext, uso: TAdminImageUse, image: Buffer): Promise<TAdminImageUpload> {
  const folder = churchImageFolder(ctx.staff.church.id, uso);
  const imagem = await saveImageUpload(ctx.app.config.dataDir, folder, image);
  try {
    return await adminWrite(ctx, { area: UPLOAD_AREAS[uso], entidade: 'upload' }, async (tx, church) => {
      await recordPendingUpload(tx, church.id, imagem);
      return { result: { imagem }, audit: { entidadeId: imagem, acao: 'create', depois: { uso, imagem } } };
    });
  } catch (error) {
    await deleteUpload(ctx.app.config.dataDir, imagem);
    throw error;
  }
}
