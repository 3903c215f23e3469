import type { Tx } from '../../db/client.ts';
import {
  authoredItem,
  authoredPage,
  createAuthored,
  deleteAuthoredItem,
  publishAuthored,
  unpublishAuthored,
  updateAuthoredItem,
  type AuthoredItem,
  type AuthoredQuery,
  type AuthoringKind,
} from '../content/content.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { queuePushSweep } from '../notifications/notifications.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { assertPublicationFile } from './publication-files.ts';
import { assertChurchImage } from './settings-images.ts';

/**
 * Authoring content in the staff console (rules in packages/contract/src/admin/content.ts; the use cases in
 * content/content-authoring.ts): each change one transaction audited under the `content` area, the entity named by
 * the kind (`devotionals`, `news`, ...). A cover (and a kind's own images: a ministry's responsible person's photo)
 * must be an upload of the church's content folder, a publication's file a PDF of its publications folder (or the
 * ones the item already has). Nothing is cached on the server for content (the member endpoints are revalidated on every read:
 * max-age 0; link previews and first paints read the database), so a change shows at once on every copy.
 */
type Body = Parameters<typeof createAuthored>[3];

const what = (kind: AuthoringKind) => ({ area: 'content', entidade: kind.name }) as const;

async function assertImage(
  ctx: AdminContext,
  tx: Tx,
  churchId: number,
  imagem: string | null,
  current: string | null = null,
  field = 'imagem',
) {
  if (!imagem || imagem === current) return;
  try {
    await assertChurchImage(tx, ctx.app.config.dataDir, churchId, 'content', imagem);
  } catch (error) {
    if (field === 'imagem' || !(error instanceof AppError)) throw error;
    throw new AppError(error.code, {}, { fields: { [field]: `error.${error.code}` } });
  }
}

/** The body's files: the cover, the kind's own images and its publication file are the church's (or the item's). */
async function assertFiles(ctx: AdminContext, tx: Tx, kind: AuthoringKind, churchId: number, body: Body, current?: AuthoredItem) {
  for (const field of ['imagem', ...(kind.images ?? [])])
    await assertImage(ctx, tx, churchId, body[field] as string | null, (current?.[field] as string | null) ?? null, field);
  if (kind.pdf)
    await assertPublicationFile(
      ctx.app.config.dataDir,
      churchId,
      body[kind.pdf],
      (current?.[kind.pdf] as string | undefined) ?? null,
      kind.pdf,
    );
}

export function contentList(ctx: AdminContext, kind: AuthoringKind, query: AuthoredQuery) {
  return adminRead(ctx, (tx, church) => authoredPage(tx, kind, church.id, query));
}

export function contentGet(ctx: AdminContext, kind: AuthoringKind, id: number): Promise<AuthoredItem> {
  return adminRead(ctx, (tx, church) => authoredItem(tx, kind, church.id, id));
}

export function contentCreate(ctx: AdminContext, kind: AuthoringKind, body: Body): Promise<AuthoredItem> {
  return adminWrite(ctx, what(kind), async (tx, church) => {
    await assertFiles(ctx, tx, kind, church.id, body);
    const created = await createAuthored(tx, kind, church.id, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: created } };
  });
}

export function contentUpdate(ctx: AdminContext, kind: AuthoringKind, id: number, body: Body): Promise<AuthoredItem> {
  return adminWrite(ctx, what(kind), async (tx, church) => {
    const current = await authoredItem(tx, kind, church.id, id);
    await assertFiles(ctx, tx, kind, church.id, body, current);
    const { antes, depois } = await updateAuthoredItem(tx, kind, church.id, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
}

/** Published now, its members' notice is pushed once committed (a scheduled one is, by the publish job). */
export async function contentPublish(
  ctx: AdminContext,
  kind: AuthoringKind,
  id: number,
  quando: string | undefined,
): Promise<AuthoredItem> {
  const published = await adminWrite(ctx, what(kind), async (tx, church) => {
    const { antes, depois } = await publishAuthored(tx, kind, church, id, quando);
    return {
      result: depois,
      audit: {
        entidadeId: id,
        acao: 'update',
        antes: { estado: antes.estado },
        depois: { estado: depois.estado, dataPublicacao: depois.dataPublicacao },
      },
    };
  });
  if (quando === undefined && kind.notice) await queuePushSweep(ctx.app, ctx.staff.church.id);
  return published;
}

export function contentUnpublish(ctx: AdminContext, kind: AuthoringKind, id: number): Promise<AuthoredItem> {
  return adminWrite(ctx, what(kind), async (tx, church) => {
    const { antes, depois } = await unpublishAuthored(tx, kind, church.id, id);
    return {
      result: depois,
      audit: { entidadeId: id, acao: 'update', antes: { estado: antes.estado }, depois: { estado: depois.estado } },
    };
  });
}

export function contentDelete(ctx: AdminContext, kind: AuthoringKind, id: number): Promise<void> {
  return adminWrite(ctx, what(kind), async (tx, church) => {
    const antes = await deleteAuthoredItem(tx, kind, church.id, id);
    return { result: undefined, audit: { entidadeId: id, acao: 'delete', antes } };
  });
}
