import type { TAdminBanner, ZBannerBody, ZBannerUpdateBody } from '@congrega/contract/admin/settings';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { deleteUpload } from '../../lib/image-upload.ts';
import { churchChanged } from '../church/church.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { assertChurchImage, orphanedUpload } from './settings-images.ts';
import * as repo from './settings.repository.ts';

/**
 * The home's banners (settings view to read, edit to change). Every change is one audited transaction under the
 * church's banners lock (two staff saving at once run one after the other: neither banner is lost, each gets its own
 * place, and the last banner to let go of an upload is known); after its commit the church's caches are evicted (the
 * member site shows it on its next load) and an upload no banner shows any more is deleted (a save naming it after
 * that is refused: settings-images.ts). A banner's image must be the church's own (settings-images.ts); its window's end comes after
 * its start, checked here again against the stored other end when a change gives only one.
 */
export function bannerList(ctx: AdminContext): Promise<{ itens: TAdminBanner[] }> {
  return adminRead(ctx, async (tx, church) => ({ itens: await repo.listBanners(tx, church.id) }));
}

type Work<T> = Parameters<typeof adminWrite<{ value: T; orphan?: string }>>[2];

async function bannerWrite<T>(ctx: AdminContext, work: Work<T>): Promise<T> {
  const { value, orphan } = await adminWrite(ctx, { area: 'settings', entidade: 'banner' }, async (tx, church) => {
    await repo.lockBanners(tx, church.id);
    return work(tx, church);
  });
  await churchChanged(ctx.app, ctx.staff.church.id);
  if (orphan) await deleteUpload(ctx.app.config.dataDir, orphan);
  return value;
}

function assertWindow(dataInicio: string | null, dataFim: string | null): void {
  if (dataInicio && dataFim && Date.parse(dataFim) <= Date.parse(dataInicio)) {
    throw new AppError('VALIDATION_FAILED', {}, { fields: { dataFim: 'validation.endAfterStart' } });
  }
}

export function bannerCreate(ctx: AdminContext, body: z.output<typeof ZBannerBody>): Promise<TAdminBanner> {
  return bannerWrite(ctx, async (tx, church) => {
    await assertChurchImage(tx, ctx.app.config.dataDir, church.id, 'banner', body.imagem);
    const existing = await repo.listBanners(tx, church.id);
    const ordem = Math.max(0, ...existing.map((b) => b.ordem)) + 1;
    const created = await repo.insertBanner(tx, church.id, {
      titulo: body.titulo,
      imagem: body.imagem,
      textoAlternativo: body.textoAlternativo,
      link: body.link ?? null,
      dataInicio: body.dataInicio ?? null,
      dataFim: body.dataFim ?? null,
      flagAtivo: body.flagAtivo ?? true,
      ordem,
    });
    return { result: { value: created }, audit: { entidadeId: created.id, acao: 'create', depois: created } };
  });
}

export function bannerUpdate(ctx: AdminContext, id: number, body: z.output<typeof ZBannerUpdateBody>): Promise<TAdminBanner> {
  return bannerWrite(ctx, async (tx, church) => {
    const before = await repo.findBannerForUpdate(tx, church.id, id);
    if (!before) throw new AppError('BANNER_NOT_FOUND');
    const changesImage = body.imagem !== undefined && body.imagem !== before.imagem;
    if (changesImage) await assertChurchImage(tx, ctx.app.config.dataDir, church.id, 'banner', body.imagem!);
    assertWindow(
      body.dataInicio === undefined ? before.dataInicio : body.dataInicio,
      body.dataFim === undefined ? before.dataFim : body.dataFim,
    );
    const after = (await repo.updateBanner(tx, church.id, id, body)) ?? before;
    const orphan = changesImage ? await orphanedUpload(tx, church.id, before.imagem) : undefined;
    return { result: { value: after, orphan }, audit: { entidadeId: id, acao: 'update', antes: before, depois: after } };
  });
}

export function bannerReorder(ctx: AdminContext, ids: number[]): Promise<{ itens: TAdminBanner[] }> {
  return bannerWrite(ctx, async (tx, church) => {
    const before = await repo.listBanners(tx, church.id);
    const same = before.length === ids.length && new Set(ids).size === ids.length && before.every((b) => ids.includes(b.id));
    if (!same) throw new AppError('BANNER_ORDER_MISMATCH');
    for (const [index, id] of ids.entries()) await repo.updateBanner(tx, church.id, id, { ordem: index + 1 });
    const after = await repo.listBanners(tx, church.id);
    return {
      result: { value: { itens: after } },
      audit: { entidadeId: null, acao: 'update', antes: before.map((b) => b.id), depois: after.map((b) => b.id) },
    };
  });
}

export function bannerDelete(ctx: AdminContext, id: number): Promise<void> {
  return bannerWrite(ctx, async (tx, church) => {
    const before = await repo.findBannerForUpdate(tx, church.id, id);
    if (!before) throw new AppError('BANNER_NOT_FOUND');
    await repo.deleteBanner(tx, church.id, id);
    const orphan = await orphanedUpload(tx, church.id, before.imagem);
    return { result: { value: undefined, orphan }, audit: { entidadeId: id, acao: 'delete', antes: before } };
  });
}
