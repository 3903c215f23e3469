import type { TAdminCaption, TAdminCaptionBody, TAdminCaptionList } from '@congrega/contract/admin/media-captions';
import { addCaption, listCaptionRows, removeCaption, removeCaptionFile, toAdminCaption } from '../media/media.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * A media file's caption tracks in the console (contract admin/media-captions.ts, its grants like the library's).
 * Adding (or replacing a language's track) and deleting are audited under `content`, with the track's language, label
 * and cue count (never its text).
 */
const WHAT = { area: 'content', entidade: 'midia_legenda' } as const;
const audited = (c: { midiaArquivoId: number; idioma: string; rotulo: string; trechos: number }) => ({
  midiaArquivoId: c.midiaArquivoId,
  idioma: c.idioma,
  rotulo: c.rotulo,
  trechos: c.trechos,
});

export async function captionList(ctx: AdminContext, mediaId: number): Promise<TAdminCaptionList> {
  const rows = await adminRead(ctx, (tx, church) => listCaptionRows(tx, church.id, mediaId));
  return { itens: rows.map(toAdminCaption) };
}

/**
 * The new version's file is written inside the transaction under a name of its own: removed when the transaction
 * fails after it (no orphan, the live track unchanged), the replaced version's file removed after the commit.
 */
export async function captionCreate(ctx: AdminContext, mediaId: number, body: Required<TAdminCaptionBody>): Promise<TAdminCaption> {
  let saved: Awaited<ReturnType<typeof addCaption>> | undefined;
  try {
    await adminWrite(ctx, WHAT, async (tx, church) => {
      saved = await addCaption(ctx.app, tx, church.id, mediaId, body);
      const { row, replaced } = saved;
      const audit = replaced
        ? { entidadeId: row.id, acao: 'update' as const, antes: audited(replaced), depois: audited(row) }
        : { entidadeId: row.id, acao: 'create' as const, depois: audited(row) };
      return { result: undefined, audit };
    });
  } catch (error) {
    if (saved) await removeCaptionFile(ctx.app, saved.row);
    throw error;
  }
  const { row, replaced } = saved!;
  if (replaced) await removeCaptionFile(ctx.app, replaced);
  return toAdminCaption(row);
}

export async function captionDelete(ctx: AdminContext, mediaId: number, captionId: number): Promise<void> {
  const row = await adminWrite(ctx, WHAT, async (tx, church) => {
    const removed = await removeCaption(tx, church.id, mediaId, captionId);
    return { result: removed, audit: { entidadeId: captionId, acao: 'delete', antes: audited(removed) } };
  });
  await removeCaptionFile(ctx.app, row);
}
