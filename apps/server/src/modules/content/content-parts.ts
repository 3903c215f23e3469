import type {
  TAdminEbdClass,
  TAdminEbdClassBody,
  TAdminEbdLesson,
  TAdminEbdLessonBody,
  TAdminMinistryProjects,
  TAdminPublicationType,
  TAdminPublicationTypeBody,
} from '@congrega/contract/admin/content-kinds';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { notifyChurch, queuePushSweep } from '../notifications/notifications.public.ts';
import { AUTHORING_KINDS } from './content-authoring-kinds.ts';
import { authoredItem, storedRichText } from './content-authoring.ts';
import {
  churchesWithDueLessons,
  claimLessonNotices,
  deletePart,
  findPart,
  insertPart,
  listParts,
  ministryProjects,
  publicationCounts,
  quarterPublished,
  quarterShowing,
  quarterTitles,
  setProjectOrder,
  updatePart,
  type PartTable,
} from './content-parts.repository.ts';
import { ebdLicao, ebdTurma, publicacaoTipo } from './content.schema.ts';
import { publicReadsChanged } from '../../core/public-reads.ts';

/**
 * The parts the console's content kinds hold (contract admin/content-kinds.ts), exported through the door for
 * admin/, which audits each change in the same transaction: publication types, a ministry's project order, a
 * quarter's classes and lessons. A lesson is written as a draft; publishing it (now, or at a time the publish job
 * watches) puts it on the member pages and, once per lesson, an EBD notice naming the quarter (the member app opens
 * `/ebds/{quarter id}`) in every member's feed.
 */

const TYPES: PartTable = {
  table: publicacaoTipo,
  id: publicacaoTipo.id,
  igrejaId: publicacaoTipo.igrejaId,
  columns: { id: publicacaoTipo.id, nome: publicacaoTipo.nome, descricao: publicacaoTipo.descricao, ordem: publicacaoTipo.ordem },
  orderBy: [publicacaoTipo.ordem],
};

const CLASSES: PartTable = {
  table: ebdTurma,
  id: ebdTurma.id,
  igrejaId: ebdTurma.igrejaId,
  parent: ebdTurma.ebdId,
  columns: {
    id: ebdTurma.id,
    nome: ebdTurma.nome,
    faixaEtaria: ebdTurma.faixaEtaria,
    professor: ebdTurma.professor,
    sala: ebdTurma.sala,
    horario: ebdTurma.horario,
    ordem: ebdTurma.ordem,
  },
  orderBy: [ebdTurma.ordem],
};

const LESSONS: PartTable = {
  table: ebdLicao,
  id: ebdLicao.id,
  igrejaId: ebdLicao.igrejaId,
  parent: ebdLicao.ebdId,
  columns: {
    id: ebdLicao.id,
    numero: ebdLicao.numero,
    data: ebdLicao.data,
    titulo: ebdLicao.titulo,
    textoBiblico: ebdLicao.textoBiblico,
    conteudo: ebdLicao.conteudo,
    rascunho: ebdLicao.rascunho,
    publicarEm: ebdLicao.publicarEm,
    notificadoEm: ebdLicao.notificadoEm,
  },
  orderBy: [ebdLicao.numero],
};

const notFound = () => new AppError('ADMIN_EBD_PART_NOT_FOUND');

// ---- publication types ----

export async function publicationTypes(tx: Tx, churchId: number): Promise<TAdminPublicationType[]> {
  const totals = await publicationCounts(tx, churchId);
  return (await listParts(tx, TYPES, churchId)).map((r) => ({
    ...(r as Omit<TAdminPublicationType, 'total'>),
    total: totals.get(r.id as number) ?? 0,
  }));
}

async function publicationType(tx: Tx, churchId: number, id: number): Promise<TAdminPublicationType> {
  const found = (await publicationTypes(tx, churchId)).find((r) => r.id === id);
  if (!found) throw new AppError('ADMIN_PUBLICATION_TYPE_NOT_FOUND');
  return found;
}

export async function createPublicationType(tx: Tx, churchId: number, body: TAdminPublicationTypeBody) {
  return publicationType(tx, churchId, await insertPart(tx, TYPES, churchId, body));
}

export async function updatePublicationType(tx: Tx, churchId: number, id: number, body: TAdminPublicationTypeBody) {
  const antes = await publicationType(tx, churchId, id);
  await updatePart(tx, TYPES, churchId, id, body);
  return { antes, depois: await publicationType(tx, churchId, id) };
}

/** A type with publications stays (409 PUBLICATION_TYPE_IN_USE): deleting it would take them along. */
export async function deletePublicationType(tx: Tx, churchId: number, id: number) {
  const antes = await publicationType(tx, churchId, id);
  if (antes.total > 0) throw new AppError('PUBLICATION_TYPE_IN_USE');
  await deletePart(tx, TYPES, churchId, id);
  return antes;
}

// ---- a ministry's projects ----

export async function projectsOf(tx: Tx, churchId: number, ministryId: number): Promise<TAdminMinistryProjects> {
  await authoredItem(tx, AUTHORING_KINDS.ministries, churchId, ministryId);
  return { itens: await ministryProjects(tx, churchId, ministryId) };
}

/** The order names every project of the ministry once (400 PROJECT_ORDER_MISMATCH on `ids` otherwise). */
export async function reorderProjects(tx: Tx, churchId: number, ministryId: number, ids: number[]) {
  const antes = await projectsOf(tx, churchId, ministryId);
  const known = antes.itens.map((p) => p.id);
  if (ids.length !== known.length || new Set(ids).size !== ids.length || !ids.every((id) => known.includes(id)))
    throw new AppError('PROJECT_ORDER_MISMATCH', {}, { fields: { ids: 'error.PROJECT_ORDER_MISMATCH' } });
  await setProjectOrder(tx, churchId, ministryId, ids);
  return { antes, depois: await projectsOf(tx, churchId, ministryId) };
}

// ---- a quarter's classes ----

const quarter = (tx: Tx, churchId: number, quarterId: number) => authoredItem(tx, AUTHORING_KINDS.ebd, churchId, quarterId);

export async function quarterClasses(tx: Tx, churchId: number, quarterId: number): Promise<TAdminEbdClass[]> {
  await quarter(tx, churchId, quarterId);
  return (await listParts(tx, CLASSES, churchId, quarterId)) as TAdminEbdClass[];
}

async function quarterClass(tx: Tx, churchId: number, quarterId: number, id: number): Promise<TAdminEbdClass> {
  const row = await findPart(tx, CLASSES, churchId, id, quarterId);
  if (!row) throw notFound();
  return row as TAdminEbdClass;
}

export async function createClass(tx: Tx, churchId: number, quarterId: number, body: TAdminEbdClassBody) {
  await quarter(tx, churchId, quarterId);
  return quarterClass(tx, churchId, quarterId, await insertPart(tx, CLASSES, churchId, body, quarterId));
}

export async function updateClass(tx: Tx, churchId: number, quarterId: number, id: number, body: TAdminEbdClassBody) {
  const antes = await quarterClass(tx, churchId, quarterId, id);
  await updatePart(tx, CLASSES, churchId, id, body, quarterId);
  return { antes, depois: await quarterClass(tx, churchId, quarterId, id) };
}

export async function deleteClass(tx: Tx, churchId: number, quarterId: number, id: number) {
  const antes = await quarterClass(tx, churchId, quarterId, id);
  await deletePart(tx, CLASSES, churchId, id, quarterId);
  return antes;
}

// ---- a quarter's lessons ----

type LessonRow = { rascunho: boolean; publicarEm: Date | null; notificadoEm: Date | null } & Record<string, unknown>;

function lessonView(row: Record<string, unknown>): TAdminEbdLesson {
  const { rascunho, publicarEm, notificadoEm, ...rest } = row as LessonRow;
  return {
    ...(rest as Omit<TAdminEbdLesson, 'estado' | 'publicarEm' | 'notificadoEm'>),
    estado: rascunho ? 'draft' : publicarEm && publicarEm.getTime() > Date.now() ? 'scheduled' : 'published',
    publicarEm: publicarEm?.toISOString() ?? null,
    notificadoEm: notificadoEm?.toISOString() ?? null,
  };
}

export async function quarterLessons(tx: Tx, churchId: number, quarterId: number): Promise<TAdminEbdLesson[]> {
  await quarter(tx, churchId, quarterId);
  return (await listParts(tx, LESSONS, churchId, quarterId)).map(lessonView);
}

async function lesson(tx: Tx, churchId: number, quarterId: number, id: number): Promise<TAdminEbdLesson> {
  const row = await findPart(tx, LESSONS, churchId, id, quarterId);
  if (!row) throw notFound();
  return lessonView(row);
}

const storedLesson = (body: TAdminEbdLessonBody): TAdminEbdLessonBody => ({ ...body, conteudo: storedRichText(body.conteudo) });

export async function createLesson(tx: Tx, churchId: number, quarterId: number, body: TAdminEbdLessonBody) {
  await quarter(tx, churchId, quarterId);
  const id = await insertPart(tx, LESSONS, churchId, { ...storedLesson(body), rascunho: true }, quarterId);
  return lesson(tx, churchId, quarterId, id);
}

export async function updateLesson(tx: Tx, churchId: number, quarterId: number, id: number, body: TAdminEbdLessonBody) {
  const antes = await lesson(tx, churchId, quarterId, id);
  await updatePart(tx, LESSONS, churchId, id, storedLesson(body), quarterId);
  return { antes, depois: await lesson(tx, churchId, quarterId, id) };
}

export async function deleteLesson(tx: Tx, churchId: number, quarterId: number, id: number) {
  const antes = await lesson(tx, churchId, quarterId, id);
  await deletePart(tx, LESSONS, churchId, id, quarterId);
  return antes;
}

type Church = Pick<TenantChurch, 'id' | 'codigo'>;

/** Each claimed lesson's EBD notice in every member's feed, naming its quarter (the member app opens `/ebds/{id}`). */
async function notifyLessons(tx: Tx, church: Church, claimed: Array<{ id: number; titulo: string; ebdId: number }>) {
  const quarters = await quarterTitles(tx, church.id, [...new Set(claimed.map((l) => l.ebdId))]);
  for (const l of claimed)
    await notifyChurch(tx, church, {
      titulo: l.titulo,
      corpo: quarters.get(l.ebdId) ?? l.titulo,
      tipo: 'EBD',
      idEntidadeRelacionada: l.ebdId,
    });
}

/**
 * Publishes a lesson now (its quarter showing) or at `quando` (ahead of now: 400 CONTENT_PUBLISH_IN_PAST; its quarter
 * published, showing by then: 400 EBD_QUARTER_NOT_SHOWING otherwise). Shown now, the first time, it puts the EBD
 * notice in every member's feed (claimed once: a second publish, or two at once, notify nobody again); scheduled,
 * the publish job claims it when its time arrives (publishDueLessons). `notified` says whether this call created it
 * (the caller then queues the pushes).
 */
export async function publishLesson(tx: Tx, church: Church, quarterId: number, id: number, quando?: string) {
  const at = quando === undefined ? null : new Date(quando);
  if (at && at.getTime() <= Date.now())
    throw new AppError('CONTENT_PUBLISH_IN_PAST', {}, { fields: { quando: 'error.CONTENT_PUBLISH_IN_PAST' } });
  const antes = await lesson(tx, church.id, quarterId, id);
  const quarterOk = at
    ? ((await quarterPublished(tx, church.id, quarterId))?.dataPublicacao.getTime() ?? Infinity) <= at.getTime()
    : !!(await quarterShowing(tx, church.id, quarterId));
  if (!quarterOk) throw new AppError('EBD_QUARTER_NOT_SHOWING');
  await updatePart(tx, LESSONS, church.id, id, { rascunho: false, publicarEm: at }, quarterId);
  const claimed = at ? [] : await claimLessonNotices(tx, church.id, { quarterId, id });
  await notifyLessons(tx, church, claimed);
  return { antes, depois: await lesson(tx, church.id, quarterId, id), notified: claimed.length > 0 };
}

/**
 * The publish job's run for lessons (content.jobs.ts, beside the kinds' notices): every church's scheduled lessons
 * whose time arrived (their quarter showing) claimed and notified in one church transaction each, their pushes
 * queued; any number of runs and copies at once notify each lesson once (claimLessonNotices). How many.
 */
export async function publishDueLessons(app: FastifyInstance): Promise<number> {
  let notified = 0;
  for (const church of await churchesWithDueLessons(app.database.db)) {
    const count = await app.database.withChurch(church.id, async (tx) => {
      const rows = await claimLessonNotices(tx, church.id);
      await notifyLessons(tx, church, rows);
      return rows.length;
    });
    if (count > 0) {
      // The church's cached lists and notifications are read again (core/public-reads.ts): the lessons now show.
      await publicReadsChanged(app, church.id, 'content');
      await publicReadsChanged(app, church.id, 'notifications');
      await queuePushSweep(app, church.id);
    }
    notified += count;
  }
  return notified;
}

export async function unpublishLesson(tx: Tx, churchId: number, quarterId: number, id: number) {
  const antes = await lesson(tx, churchId, quarterId, id);
  await updatePart(tx, LESSONS, churchId, id, { rascunho: true, publicarEm: null }, quarterId);
  return { antes, depois: await lesson(tx, churchId, quarterId, id) };
}
