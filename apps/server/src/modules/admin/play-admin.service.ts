import type {
  TAdminPlayCatalogue,
  TAdminPlayCollection,
  TAdminPlayCollectionInput,
  TAdminPlayContent,
  TAdminPlayContentInput,
  TAdminPlayPlan,
  TAdminPlayPlanInput,
} from '@congrega/contract/admin/play';
import type { TPlayConfig, TPlayHome } from '@congrega/contract/play';
import type { Tx } from '../../db/client.ts';
import {
  changePlayCollection,
  changePlayContent,
  changePlayPlan,
  createPlayCollection,
  createPlayContent,
  createPlayPlan,
  orderPlayCollectionContents,
  orderPlayCollections,
  playCatalogue,
  playCollection,
  playContent,
  playPlan,
  playPreview,
  publishPlayContent,
  removePlayCollection,
  removePlayContent,
  setPlayVisibility,
} from '../play/play.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { assertChurchImage } from './settings-images.ts';

/**
 * The Play catalogue in the staff console (rules in packages/contract/src/admin/play.ts, the use cases in
 * play/play-authoring.ts): each change one transaction audited under the `play` area, entity the table's name (a
 * reorder: the list's ids before and after). Members read the catalogue live (no cache), so a change, a publication
 * or a take-down shows at once on home, lists and search.
 */
const area = 'play' as const;
const PLAN = { area, entidade: 'plano_assinatura' } as const;
const COLLECTION = { area, entidade: 'plano_assinatura_coletanea' } as const;
const CONTENT = { area, entidade: 'plano_assinatura_conteudo' } as const;
const CONFIG = { area, entidade: 'plano_assinatura_configuracao' } as const;

/** A poster named by a body: an upload of the church's Play folder, unless it is the one the row already shows. */
async function assertPoster(ctx: AdminContext, tx: Tx, imagem: string | null, before?: string | null) {
  if (imagem && imagem !== before) await assertChurchImage(tx, ctx.app.config.dataDir, ctx.staff.church.id, 'play', imagem);
}

export function adminPlayCatalogue(ctx: AdminContext): Promise<TAdminPlayCatalogue> {
  return adminRead(ctx, (tx, church) => playCatalogue(tx, church, new Date()));
}

export function adminPlayConfig(ctx: AdminContext, tipo: TPlayConfig['tipoVisibilidadeConteudo']): Promise<TAdminPlayCatalogue> {
  return adminWrite(ctx, CONFIG, async (tx, church) => {
    const antes = (await playCatalogue(tx, church, new Date())).tipoVisibilidadeConteudo;
    await setPlayVisibility(tx, church.id, tipo);
    const result = await playCatalogue(tx, church, new Date());
    return {
      result,
      audit: {
        entidadeId: church.id,
        acao: 'update',
        antes: { tipoVisibilidadeConteudo: antes },
        depois: { tipoVisibilidadeConteudo: tipo },
      },
    };
  });
}

export function adminPlayPlanCreate(ctx: AdminContext, body: TAdminPlayPlanInput): Promise<TAdminPlayPlan> {
  return adminWrite(ctx, PLAN, async (tx, church) => {
    const created = await createPlayPlan(tx, church.id, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: created } };
  });
}

export function adminPlayPlanUpdate(ctx: AdminContext, id: number, body: TAdminPlayPlanInput): Promise<TAdminPlayPlan> {
  return adminWrite(ctx, PLAN, async (tx, church) => {
    const antes = await playPlan(tx, church.id, id);
    const depois = await changePlayPlan(tx, church.id, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
}

export function adminPlayCollectionCreate(ctx: AdminContext, body: TAdminPlayCollectionInput): Promise<TAdminPlayCollection> {
  return adminWrite(ctx, COLLECTION, async (tx, church) => {
    await assertPoster(ctx, tx, body.imagem);
    const created = await createPlayCollection(tx, church.id, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: created } };
  });
}

export function adminPlayCollectionUpdate(ctx: AdminContext, id: number, body: TAdminPlayCollectionInput): Promise<TAdminPlayCollection> {
  return adminWrite(ctx, COLLECTION, async (tx, church) => {
    const antes = await playCollection(tx, church.id, id);
    await assertPoster(ctx, tx, body.imagem, antes.imagem);
    const depois = await changePlayCollection(tx, church.id, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
}

export function adminPlayCollectionDelete(ctx: AdminContext, id: number): Promise<null> {
  return adminWrite(ctx, COLLECTION, async (tx, church) => {
    const antes = await playCollection(tx, church.id, id);
    await removePlayCollection(tx, church.id, id);
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });
}

export function adminPlayCollectionOrder(ctx: AdminContext, ids: number[]): Promise<TAdminPlayCatalogue> {
  return adminWrite(ctx, COLLECTION, async (tx, church) => {
    const antes = (await playCatalogue(tx, church, new Date())).coletaneas.map((c) => c.id);
    await orderPlayCollections(tx, church.id, ids);
    const result = await playCatalogue(tx, church, new Date());
    return { result, audit: { entidadeId: null, acao: 'update', antes: { ordem: antes }, depois: { ordem: ids } } };
  });
}

export function adminPlayCollectionContentsOrder(ctx: AdminContext, id: number, ids: number[]): Promise<TAdminPlayCatalogue> {
  return adminWrite(ctx, CONTENT, async (tx, church) => {
    const antes = (await playCatalogue(tx, church, new Date())).conteudos.filter((c) => c.coletaneaId === id).map((c) => c.id);
    await orderPlayCollectionContents(tx, church.id, id, ids);
    const result = await playCatalogue(tx, church, new Date());
    return {
      result,
      audit: { entidadeId: null, acao: 'update', antes: { coletaneaId: id, ordem: antes }, depois: { coletaneaId: id, ordem: ids } },
    };
  });
}

export function adminPlayContentCreate(ctx: AdminContext, body: TAdminPlayContentInput): Promise<TAdminPlayContent> {
  return adminWrite(ctx, CONTENT, async (tx, church) => {
    await assertPoster(ctx, tx, body.imagem);
    const created = await createPlayContent(tx, church.id, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: created } };
  });
}

export function adminPlayContentUpdate(ctx: AdminContext, id: number, body: TAdminPlayContentInput): Promise<TAdminPlayContent> {
  return adminWrite(ctx, CONTENT, async (tx, church) => {
    const antes = await playContent(tx, church.id, id);
    await assertPoster(ctx, tx, body.imagem, antes.imagem);
    const depois = await changePlayContent(tx, church.id, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
}

export function adminPlayContentPublication(ctx: AdminContext, id: number, publicado: boolean): Promise<TAdminPlayContent> {
  return adminWrite(ctx, CONTENT, async (tx, church) => {
    const antes = await playContent(tx, church.id, id);
    const depois = await publishPlayContent(tx, church.id, id, publicado);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes: { publicado: antes.publicado }, depois: { publicado } } };
  });
}

export function adminPlayContentDelete(ctx: AdminContext, id: number): Promise<null> {
  return adminWrite(ctx, CONTENT, async (tx, church) => {
    const antes = await playContent(tx, church.id, id);
    await removePlayContent(tx, church.id, id);
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });
}

export function adminPlayPreview(ctx: AdminContext, plano: number | undefined): Promise<TPlayHome> {
  return adminRead(ctx, (tx, church) => playPreview(tx, church.id, plano));
}
