import {
  PLAY_COLLECTIONS_MAX,
  PLAY_CONTENTS_MAX,
  PLAY_PLANS_MAX,
  type TAdminPlayCatalogue,
  type TAdminPlayCollection,
  type TAdminPlayCollectionInput,
  type TAdminPlayContent,
  type TAdminPlayContentInput,
  type TAdminPlayPlan,
  type TAdminPlayPlanInput,
} from '@congrega/contract/admin/play';
import type { TMediaState } from '@congrega/contract/admin/media';
import type { TErrorCode } from '@congrega/contract/errors';
import type { TPlayConfig, TPlayHome } from '@congrega/contract/play';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { playHomeFor } from './play-home.ts';
import { HLS_TYPE } from './play-media.ts';
import {
  collectionRows,
  collectionTally,
  contentRows,
  contentTally,
  contentUsingMedia,
  countPlans,
  deleteCollection,
  deleteContent,
  findChurchMedia,
  insertCollection,
  insertContent,
  insertPlan,
  planCodeTaken,
  planRows,
  planTally,
  setCollectionPlans,
  updateCollection,
  updateContent,
  updatePlan,
  upsertPlayConfig,
  type CollectionAdminRow,
  type ContentAdminRow,
  type PlanAdminRow,
} from './play-authoring.repository.ts';
import { findPlayConfig } from './play.repository.ts';

/**
 * The Play catalogue as the console authors it (rules in packages/contract/src/admin/play.ts; the admin module's
 * play-admin.service.ts audits each change). Every use case runs in the console's church transaction.
 */
const field = (code: TErrorCode, name: string) => new AppError(code, {}, { fields: { [name]: `error.${code}` } });

const toPlan = (row: PlanAdminRow): TAdminPlayPlan => ({ ...row, periodo: row.periodo as TAdminPlayPlan['periodo'] });
const toCollection = (row: CollectionAdminRow): TAdminPlayCollection => ({ ...row, planoIds: row.planoIds.map(Number) });
const toContent = (row: ContentAdminRow): TAdminPlayContent => ({
  id: row.id,
  titulo: row.titulo,
  resumo: row.resumo,
  descricao: row.descricao,
  imagem: row.imagem,
  midia:
    row.midiaArquivoId === null || row.midiaNome === null
      ? null
      : {
          id: row.midiaArquivoId,
          nome: row.midiaNome,
          situacao: row.midiaSituacao as TMediaState,
          duracaoSegundos: row.midiaDuracao,
          poster: row.midiaPoster,
        },
  arquivoDemo: row.midiaArquivoId === null && row.arquivo !== null,
  coletaneaId: row.coletaneaId,
  tags: row.tags,
  flagDestaque: row.flagDestaque,
  publicado: row.flagAtivo,
  ordem: row.ordem,
});

export async function playCatalogue(tx: Tx, church: TenantChurch, now: Date): Promise<TAdminPlayCatalogue> {
  const [config, planos, coletaneas, conteudos] = [
    await findPlayConfig(tx, church.id),
    await planRows(tx, church.id, now),
    await collectionRows(tx, church.id),
    await contentRows(tx, church.id),
  ];
  return {
    tipoVisibilidadeConteudo: config?.tipoVisibilidadeConteudo === 'assinantes' ? 'assinantes' : 'publico',
    moeda: church.moeda,
    planos: planos.map(toPlan),
    coletaneas: coletaneas.map(toCollection),
    conteudos: conteudos.map(toContent),
  };
}

export async function setPlayVisibility(tx: Tx, churchId: number, value: TPlayConfig['tipoVisibilidadeConteudo']) {
  await upsertPlayConfig(tx, churchId, value);
}

// Plans

export async function playPlan(tx: Tx, churchId: number, id: number, now = new Date()): Promise<TAdminPlayPlan> {
  const row = (await planRows(tx, churchId, now)).find((p) => p.id === id);
  if (!row) throw new AppError('ADMIN_PLAY_PLAN_NOT_FOUND');
  return toPlan(row);
}

/** The plan's code: the one typed (unique per church), else one made from the name (PLAY-NAME, PLAY-NAME-2...). */
async function planCode(tx: Tx, churchId: number, input: TAdminPlayPlanInput, id: number | null): Promise<string> {
  if (input.codigo) {
    if (await planCodeTaken(tx, churchId, input.codigo, id)) throw field('PLAY_PLAN_CODE_TAKEN', 'codigo');
    return input.codigo;
  }
  const stem =
    input.nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toUpperCase()
      .slice(0, 30) || 'PLANO';
  for (let n = 1; ; n++) {
    const code = n === 1 ? stem : `${stem}-${n}`;
    if (!(await planCodeTaken(tx, churchId, code, id))) return code;
  }
}

export async function createPlayPlan(tx: Tx, churchId: number, input: TAdminPlayPlanInput): Promise<TAdminPlayPlan> {
  const { n, last } = await planTally(tx, churchId);
  if (n >= PLAY_PLANS_MAX) throw new AppError('PLAY_CATALOGUE_FULL');
  const id = await insertPlan(tx, churchId, { ...input, codigo: await planCode(tx, churchId, input, null) }, last + 1);
  return playPlan(tx, churchId, id);
}

export async function changePlayPlan(tx: Tx, churchId: number, id: number, input: TAdminPlayPlanInput): Promise<TAdminPlayPlan> {
  await playPlan(tx, churchId, id);
  await updatePlan(tx, churchId, id, { ...input, codigo: await planCode(tx, churchId, input, id) });
  return playPlan(tx, churchId, id);
}

// Collections

export async function playCollection(tx: Tx, churchId: number, id: number): Promise<TAdminPlayCollection> {
  const [row] = await collectionRows(tx, churchId, id);
  if (!row) throw new AppError('ADMIN_PLAY_COLLECTION_NOT_FOUND');
  return toCollection(row);
}

async function assertPlans(tx: Tx, churchId: number, planoIds: number[], name = 'planoIds') {
  const unique = [...new Set(planoIds)];
  if ((await countPlans(tx, churchId, unique)) !== unique.length) throw field('PLAY_PLAN_UNKNOWN', name);
  return unique;
}

export async function createPlayCollection(tx: Tx, churchId: number, input: TAdminPlayCollectionInput): Promise<TAdminPlayCollection> {
  const planoIds = await assertPlans(tx, churchId, input.planoIds);
  const { n, last } = await collectionTally(tx, churchId);
  if (n >= PLAY_COLLECTIONS_MAX) throw new AppError('PLAY_CATALOGUE_FULL');
  const id = await insertCollection(tx, churchId, { nome: input.nome, descricao: input.descricao, imagem: input.imagem }, last + 1);
  await setCollectionPlans(tx, churchId, id, planoIds);
  return playCollection(tx, churchId, id);
}

export async function changePlayCollection(tx: Tx, churchId: number, id: number, input: TAdminPlayCollectionInput) {
  const planoIds = await assertPlans(tx, churchId, input.planoIds);
  if (!(await updateCollection(tx, churchId, id, { nome: input.nome, descricao: input.descricao, imagem: input.imagem })))
    throw new AppError('ADMIN_PLAY_COLLECTION_NOT_FOUND');
  await setCollectionPlans(tx, churchId, id, planoIds);
  return playCollection(tx, churchId, id);
}

/** Its contents stay, without a collection (the foreign key sets null), and keep their publication. */
export async function removePlayCollection(tx: Tx, churchId: number, id: number): Promise<void> {
  if (!(await deleteCollection(tx, churchId, id))) throw new AppError('ADMIN_PLAY_COLLECTION_NOT_FOUND');
}

function assertSameIds(current: number[], ids: number[]) {
  const known = new Set(current);
  if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id)))
    throw field('PLAY_ORDER_MISMATCH', 'ids');
}

export async function orderPlayCollections(tx: Tx, churchId: number, ids: number[]): Promise<void> {
  assertSameIds(
    (await collectionRows(tx, churchId)).map((r) => r.id),
    ids,
  );
  for (const [ordem, id] of ids.entries()) await updateCollection(tx, churchId, id, { ordem });
}

/**
 * A collection's contents in a new order: they take the places (`ordem`) the collection's contents held in the
 * catalogue, made strictly increasing, so the featured and tag rows keep their order among the other contents.
 */
export async function orderPlayCollectionContents(tx: Tx, churchId: number, collectionId: number, ids: number[]): Promise<void> {
  await playCollection(tx, churchId, collectionId);
  const rows = await contentRows(tx, churchId, { coletaneaId: collectionId });
  assertSameIds(
    rows.map((r) => r.id),
    ids,
  );
  const places = rows.map((r) => r.ordem).sort((a, b) => a - b);
  let previous = Number.NEGATIVE_INFINITY;
  for (const [i, id] of ids.entries()) {
    const ordem = Math.max(places[i]!, previous + 1);
    previous = ordem;
    await updateContent(tx, churchId, id, { ordem });
  }
}

// Contents

export async function playContent(tx: Tx, churchId: number, id: number): Promise<TAdminPlayContent> {
  const [row] = await contentRows(tx, churchId, { id });
  if (!row) throw new AppError('ADMIN_PLAY_CONTENT_NOT_FOUND');
  return toContent(row);
}

/** The body's checks and the row it writes: a ready media item of the church (or a demo content's own file). */
async function contentValues(tx: Tx, churchId: number, input: TAdminPlayContentInput, before?: ContentAdminRow) {
  if (input.coletaneaId !== null && (await collectionRows(tx, churchId, input.coletaneaId)).length === 0)
    throw field('PLAY_COLLECTION_UNKNOWN', 'coletaneaId');
  const values = {
    titulo: input.titulo,
    resumo: input.resumo,
    descricao: input.descricao,
    imagem: input.imagem,
    tags: input.tags,
    coletaneaId: input.coletaneaId,
    flagDestaque: input.flagDestaque,
  };
  if (input.midiaArquivoId === null) {
    if (before?.arquivo && before.midiaArquivoId === null) return values;
    throw field('PLAY_VIDEO_REQUIRED', 'midiaArquivoId');
  }
  const media = await findChurchMedia(tx, churchId, input.midiaArquivoId);
  if (!media) throw field('PLAY_MEDIA_UNKNOWN', 'midiaArquivoId');
  if (media.situacao !== 'pronto') throw field('MEDIA_NOT_READY', 'midiaArquivoId');
  return {
    ...values,
    midiaArquivoId: media.id,
    tipoArquivo: HLS_TYPE,
    duracaoSegundos: Math.round(media.duracaoSegundos ?? 0),
  };
}

export async function createPlayContent(tx: Tx, churchId: number, input: TAdminPlayContentInput): Promise<TAdminPlayContent> {
  const values = await contentValues(tx, churchId, input);
  const { n, last } = await contentTally(tx, churchId);
  if (n >= PLAY_CONTENTS_MAX) throw new AppError('PLAY_CATALOGUE_FULL');
  return playContent(tx, churchId, await insertContent(tx, churchId, values, last + 1));
}

export async function changePlayContent(tx: Tx, churchId: number, id: number, input: TAdminPlayContentInput): Promise<TAdminPlayContent> {
  const [before] = await contentRows(tx, churchId, { id });
  if (!before) throw new AppError('ADMIN_PLAY_CONTENT_NOT_FOUND');
  await updateContent(tx, churchId, id, await contentValues(tx, churchId, input, before));
  return playContent(tx, churchId, id);
}

export async function publishPlayContent(tx: Tx, churchId: number, id: number, publicado: boolean): Promise<TAdminPlayContent> {
  if (!(await updateContent(tx, churchId, id, { flagAtivo: publicado }))) throw new AppError('ADMIN_PLAY_CONTENT_NOT_FOUND');
  return playContent(tx, churchId, id);
}

/**
 * Deletes a content. Decided: the catalogue reads it live, so it leaves its collection, the featured and tag rows of
 * the home, search and every member's list (their items go with it) at once; its video is a media library item and
 * stays there (deleted from the library, where nothing else playing it is checked: MEDIA_IN_USE).
 */
export async function removePlayContent(tx: Tx, churchId: number, id: number): Promise<void> {
  if (!(await deleteContent(tx, churchId, id))) throw new AppError('ADMIN_PLAY_CONTENT_NOT_FOUND');
}

/** Deleting a media item a content plays: 409 MEDIA_IN_USE (change the content's video first). */
export async function assertMediaUnused(tx: Tx, churchId: number, mediaId: number): Promise<void> {
  if ((await contentUsingMedia(tx, churchId, mediaId)) !== undefined) throw new AppError('MEDIA_IN_USE');
}

/** What the member home shows a subscriber of `planId` (undefined: no subscription): the member home's own query. */
export async function playPreview(tx: Tx, churchId: number, planId: number | undefined): Promise<TPlayHome> {
  if (planId !== undefined) await assertPlans(tx, churchId, [planId], 'plano');
  return playHomeFor(tx, churchId, { planId: planId ?? null });
}
