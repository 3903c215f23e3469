import type { TAdminEbdClassBody, TAdminEbdLessonBody, TAdminPublicationTypeBody } from '@congrega/contract/admin/content-kinds';
import * as parts from '../content/content.public.ts';
import { queuePushSweep } from '../notifications/notifications.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { deletePublicationPdf, savePublicationPdf } from './publication-files.ts';

/**
 * The parts the console's content kinds hold (rules in packages/contract/src/admin/content-kinds.ts; the use cases
 * in content/content-parts.ts): each change one transaction audited under the `content` area, the entity named by
 * the part (`publication_types`, `projects_order`, `ebd_classes`, `ebd_lessons`, `upload`). A published lesson's
 * pushes are queued once its notice committed. Nothing is cached on the server for content: members see a change
 * on their next request.
 */
const what = (entidade: string) => ({ area: 'content', entidade }) as const;

export const publicationTypeList = (ctx: AdminContext) =>
  adminRead(ctx, async (tx, church) => ({ itens: await parts.publicationTypes(tx, church.id) }));

export const publicationTypeCreate = (ctx: AdminContext, body: TAdminPublicationTypeBody) =>
  adminWrite(ctx, what('publication_types'), async (tx, church) => {
    const created = await parts.createPublicationType(tx, church.id, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: created } };
  });

export const publicationTypeUpdate = (ctx: AdminContext, id: number, body: TAdminPublicationTypeBody) =>
  adminWrite(ctx, what('publication_types'), async (tx, church) => {
    const { antes, depois } = await parts.updatePublicationType(tx, church.id, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });

export const publicationTypeDelete = (ctx: AdminContext, id: number) =>
  adminWrite(ctx, what('publication_types'), async (tx, church) => {
    const antes = await parts.deletePublicationType(tx, church.id, id);
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });

/** The PDF is stored before the transaction; a failed audit deletes it again. */
export async function publicationFileUpload(ctx: AdminContext, file: Buffer) {
  const churchId = ctx.staff.church.id;
  const arquivo = await savePublicationPdf(ctx.app.config.dataDir, churchId, file);
  try {
    return await adminWrite(ctx, what('upload'), async () => ({
      result: { arquivo },
      audit: { entidadeId: arquivo, acao: 'create', depois: { uso: 'publication', arquivo } },
    }));
  } catch (error) {
    await deletePublicationPdf(ctx.app.config.dataDir, churchId, arquivo);
    throw error;
  }
}

export const ministryProjectList = (ctx: AdminContext, ministryId: number) =>
  adminRead(ctx, (tx, church) => parts.projectsOf(tx, church.id, ministryId));

export const ministryProjectOrder = (ctx: AdminContext, ministryId: number, ids: number[]) =>
  adminWrite(ctx, what('projects_order'), async (tx, church) => {
    const { antes, depois } = await parts.reorderProjects(tx, church.id, ministryId, ids);
    return {
      result: depois,
      audit: { entidadeId: ministryId, acao: 'update', antes: antes.itens.map((p) => p.id), depois: depois.itens.map((p) => p.id) },
    };
  });

export const classList = (ctx: AdminContext, quarterId: number) =>
  adminRead(ctx, async (tx, church) => ({ itens: await parts.quarterClasses(tx, church.id, quarterId) }));

export const classCreate = (ctx: AdminContext, quarterId: number, body: TAdminEbdClassBody) =>
  adminWrite(ctx, what('ebd_classes'), async (tx, church) => {
    const created = await parts.createClass(tx, church.id, quarterId, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: { ...created, ebdId: quarterId } } };
  });

export const classUpdate = (ctx: AdminContext, quarterId: number, id: number, body: TAdminEbdClassBody) =>
  adminWrite(ctx, what('ebd_classes'), async (tx, church) => {
    const { antes, depois } = await parts.updateClass(tx, church.id, quarterId, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });

export const classDelete = (ctx: AdminContext, quarterId: number, id: number) =>
  adminWrite(ctx, what('ebd_classes'), async (tx, church) => {
    const antes = await parts.deleteClass(tx, church.id, quarterId, id);
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });

export const lessonList = (ctx: AdminContext, quarterId: number) =>
  adminRead(ctx, async (tx, church) => ({ itens: await parts.quarterLessons(tx, church.id, quarterId) }));

export const lessonCreate = (ctx: AdminContext, quarterId: number, body: TAdminEbdLessonBody) =>
  adminWrite(ctx, what('ebd_lessons'), async (tx, church) => {
    const created = await parts.createLesson(tx, church.id, quarterId, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: { ...created, ebdId: quarterId } } };
  });

export const lessonUpdate = (ctx: AdminContext, quarterId: number, id: number, body: TAdminEbdLessonBody) =>
  adminWrite(ctx, what('ebd_lessons'), async (tx, church) => {
    const { antes, depois } = await parts.updateLesson(tx, church.id, quarterId, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });

export const lessonDelete = (ctx: AdminContext, quarterId: number, id: number) =>
  adminWrite(ctx, what('ebd_lessons'), async (tx, church) => {
    const antes = await parts.deleteLesson(tx, church.id, quarterId, id);
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });

export async function lessonPublish(ctx: AdminContext, quarterId: number, id: number, quando: string | undefined) {
  const { depois, notified } = await adminWrite(ctx, what('ebd_lessons'), async (tx, church) => {
    const done = await parts.publishLesson(tx, church, quarterId, id, quando);
    const state = (l: typeof done.antes) => ({ estado: l.estado, publicarEm: l.publicarEm });
    return {
      result: done,
      audit: { entidadeId: id, acao: 'update', antes: state(done.antes), depois: state(done.depois) },
    };
  });
  if (notified) await queuePushSweep(ctx.app, ctx.staff.church.id);
  return depois;
}

export const lessonUnpublish = (ctx: AdminContext, quarterId: number, id: number) =>
  adminWrite(ctx, what('ebd_lessons'), async (tx, church) => {
    const { antes, depois } = await parts.unpublishLesson(tx, church.id, quarterId, id);
    return {
      result: depois,
      audit: { entidadeId: id, acao: 'update', antes: { estado: antes.estado }, depois: { estado: depois.estado } },
    };
  });
