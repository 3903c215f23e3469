import { Readable } from 'node:stream';
import type { TAdminMedia, TAdminMediaCreateBody, TAdminMediaList } from '@congrega/contract/admin/media';
import { AppError } from '../../lib/app-error.ts';
import {
  appendChunk,
  checkChunkTarget,
  deleteMediaRow,
  listMediaRows,
  mediaToolsAvailable,
  probeUpload,
  queueMediaProcessing,
  queueUploaded,
  receiveChunk,
  refuseUpload,
  removeChunk,
  removeMediaFiles,
  requireMediaRow,
  requireProcessing,
  startUpload,
  toAdminMedia,
  type MediaRow,
  type ProbedMedia,
} from '../media/media.public.ts';
import { refuseMediaInUse } from '../content/content.public.ts';
import { assertMediaUnused } from '../play/play.public.ts';
import { assertAudioUnused } from '../podcast/podcast.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * The console's media library (contract admin/media.ts, `content` or `play` grant). Decided: an upload's creation, completion
 * (verdict included) and deletion are audited under `content`; the chunks between are not (thousands for a large
 * file), each being checked and appended under the row's lock. The byte work (streaming a chunk to disk, ffprobe)
 * runs between transactions; only a checked chunk's append holds the lock.
 */
const WHAT = { area: 'content', entidade: 'midia' } as const;
type ChunkQuery = { offset: number; sha256: string };

export async function mediaList(ctx: AdminContext): Promise<TAdminMediaList> {
  const [processamentoDisponivel, rows] = await Promise.all([
    mediaToolsAvailable(ctx.app.config.mediaTools),
    adminRead(ctx, (tx, church) => listMediaRows(tx, church.id)),
  ]);
  return { processamentoDisponivel, itens: rows.map(toAdminMedia) };
}

export function mediaGet(ctx: AdminContext, id: number): Promise<TAdminMedia> {
  return adminRead(ctx, async (tx, church) => toAdminMedia(await requireMediaRow(tx, church.id, id)));
}

export async function mediaCreate(ctx: AdminContext, body: Required<TAdminMediaCreateBody>): Promise<TAdminMedia> {
  await requireProcessing(ctx.app);
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const row = await startUpload(tx, church.id, body);
    return {
      result: toAdminMedia(row),
      audit: { entidadeId: row.id, acao: 'create', depois: { nome: row.nome, tamanho: row.tamanho, tipo: row.tipo } },
    };
  });
}

/**
 * One chunk: checked against the row (offset, still uploading), streamed to disk and hashed, appended under the
 * row's lock after checking the target again (two senders of one offset: one appends, the other gets 409). The
 * last one (or an empty one at the end) completes the upload.
 */
export async function mediaChunk(ctx: AdminContext, id: number, query: ChunkQuery, body: unknown): Promise<TAdminMedia> {
  if (!(body instanceof Readable)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const church = ctx.staff.church;
  const before = await adminRead(ctx, (tx) => requireMediaRow(tx, church.id, id));
  if (before.situacao === 'enviando' && before.recebidos === before.tamanho && query.offset === before.tamanho) {
    body.resume();
    return complete(ctx, before);
  }
  checkChunkTarget(before, query.offset);
  const chunk = await receiveChunk(ctx.app, before, query.offset, query.sha256, body).catch(async (error: unknown) => {
    if (error instanceof AppError && (error.code === 'MEDIA_NOT_VIDEO' || error.code === 'MEDIA_NOT_AUDIO'))
      await refuse(ctx, before, error.code);
    throw error;
  });
  try {
    const row = await ctx.app.database.withChurch(church.id, async (tx) => {
      const locked = await requireMediaRow(tx, church.id, id, true);
      checkChunkTarget(locked, query.offset);
      return appendChunk(tx, ctx.app, locked, chunk);
    });
    return row.recebidos === row.tamanho ? await complete(ctx, row) : toAdminMedia(row);
  } finally {
    await removeChunk(ctx.app, chunk);
  }
}

/** A complete upload: ffprobe reads it; queued for processing, or refused with its code and its bytes removed. */
async function complete(ctx: AdminContext, row: MediaRow): Promise<TAdminMedia> {
  let video: ProbedMedia;
  try {
    video = await probeUpload(ctx.app, row);
  } catch (error) {
    if (error instanceof AppError) await refuse(ctx, row, error.code);
    throw error;
  }
  const queued = await adminWrite(ctx, WHAT, async (tx, church) => {
    const locked = await requireMediaRow(tx, church.id, row.id, true);
    if (locked.situacao !== 'enviando') return { result: { row: locked, queued: false }, audit: [] };
    const next = (await queueUploaded(tx, locked, video))!;
    const audit = {
      entidadeId: row.id,
      acao: 'update' as const,
      antes: { situacao: 'enviando' },
      depois: { situacao: 'na_fila', tamanho: row.tamanho, ...video },
    };
    return { result: { row: next, queued: true }, audit };
  });
  if (queued.queued) await queueMediaProcessing(ctx.app, { churchId: row.igrejaId, mediaId: row.id });
  return toAdminMedia(queued.row);
}

/** Marks the upload refused with `code` (audited) and removes its bytes: nothing of it is kept to publish. */
async function refuse(ctx: AdminContext, row: MediaRow, code: string): Promise<void> {
  await adminWrite(ctx, WHAT, async (tx, church) => {
    const locked = await requireMediaRow(tx, church.id, row.id, true);
    if (locked.situacao !== 'enviando') return { result: undefined, audit: [] };
    await refuseUpload(tx, locked, code);
    return {
      result: undefined,
      audit: { entidadeId: row.id, acao: 'update', antes: { situacao: 'enviando' }, depois: { situacao: 'falhou', erro: code } },
    };
  });
  await removeMediaFiles(ctx.app, { ...row, poster: null, miniaturas: null });
}

export async function mediaDelete(ctx: AdminContext, id: number): Promise<void> {
  const row = await adminWrite(ctx, WHAT, async (tx, church) => {
    const locked = await requireMediaRow(tx, church.id, id, true);
    await refuseMediaInUse(tx, church.id, id);
    await assertMediaUnused(tx, church.id, id);
    if (locked.tipo === 'audio') await assertAudioUnused(tx, church.id, id);
    await deleteMediaRow(tx, locked);
    return { result: locked, audit: { entidadeId: id, acao: 'delete', antes: { nome: locked.nome, situacao: locked.situacao } } };
  });
  await removeMediaFiles(ctx.app, row);
}
