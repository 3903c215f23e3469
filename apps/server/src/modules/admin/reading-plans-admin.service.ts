import type { TAdminReadingPlan, TAdminReadingPlanInput, TAdminReadingPlanListPage } from '@congrega/contract/admin/reading-plans';
import { churchDay } from '@congrega/contract/datetime';
import { FALLBACK_LOCALE, matchLocale } from '@congrega/contract/locale';
import type { TenantChurch } from '../../core/tenant.ts';
import {
  authoredPlan,
  authoredPlans,
  createAuthoredPlan,
  publishAuthoredPlan,
  replaceAuthoredPlan,
} from '../reading-plans/reading-plans.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { assertChurchImage } from './settings-images.ts';

/**
 * Authoring reading plans in the staff console (rules in packages/contract/src/admin/reading-plans.ts; the SQL in
 * reading-plans/plan-authoring.repository.ts): each change one transaction audited under the `content` area. The
 * cover must be an image of the church's plans folder (or the one the plan has). The reading-plans module keeps no
 * cache: members see a change on their next request. Statistics are counted on the church's calendar day.
 */
const WHAT = { area: 'content', entidade: 'plano_leitura' } as const;

const at = (church: TenantChurch) => ({ today: churchDay(church.fusoHorario), locale: matchLocale(church.idioma) ?? FALLBACK_LOCALE });

export async function adminReadingPlanList(
  ctx: AdminContext,
  query: { q?: string | undefined; page: number; limit: number },
): Promise<TAdminReadingPlanListPage> {
  const { itens, total } = await adminRead(ctx, (tx, church) => authoredPlans(tx, church.id, query, at(church).today));
  return { itens, total, page: query.page, limit: query.limit };
}

export function adminReadingPlanGet(ctx: AdminContext, planId: number): Promise<TAdminReadingPlan> {
  return adminRead(ctx, (tx, church) => authoredPlan(tx, church.id, planId, at(church)));
}

export function adminReadingPlanCreate(ctx: AdminContext, body: TAdminReadingPlanInput): Promise<TAdminReadingPlan> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    if (body.imagem) await assertChurchImage(tx, ctx.app.config.dataDir, church.id, 'plan', body.imagem);
    const plan = await createAuthoredPlan(tx, church.id, body, at(church).locale);
    return { result: plan, audit: { entidadeId: plan.id, acao: 'create', depois: plan } };
  });
}

export function adminReadingPlanUpdate(ctx: AdminContext, planId: number, body: TAdminReadingPlanInput): Promise<TAdminReadingPlan> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const antes = await authoredPlan(tx, church.id, planId, at(church), true);
    if (body.imagem && body.imagem !== antes.imagem) await assertChurchImage(tx, ctx.app.config.dataDir, church.id, 'plan', body.imagem);
    const depois = await replaceAuthoredPlan(tx, church.id, planId, body, at(church));
    return { result: depois, audit: { entidadeId: planId, acao: 'update', antes, depois } };
  });
}

export function adminReadingPlanPublication(ctx: AdminContext, planId: number, ativo: boolean): Promise<TAdminReadingPlan> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const antes = await authoredPlan(tx, church.id, planId, at(church), true);
    const depois = await publishAuthoredPlan(tx, church.id, planId, ativo, at(church));
    return { result: depois, audit: { entidadeId: planId, acao: 'update', antes: { ativo: antes.ativo }, depois: { ativo } } };
  });
}
