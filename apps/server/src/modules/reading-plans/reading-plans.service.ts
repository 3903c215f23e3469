import { churchDay } from '@congrega/contract/datetime';
import { matchLocale } from '@congrega/contract/locale';
import type { TReadingPlan, TReadingPlanSummary, TReadingSubscription, TReadingSubscriptionList } from '@congrega/contract/reading-plans';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { builtInPlan, builtInPlans } from './built-in-plans.ts';
import { catchUpStart, daysBehind, scheduledDay } from './progress.ts';
import * as repo from './reading-plans.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Reading plans: the church's own (active) plans, then the built-in ones in the church's language. Anyone reads
 * plans; progress is the member's alone: someone else's subscription uuid answers 404 READING_PLAN_NOT_FOUND like
 * a missing one (staff included). Decided rules: starting a plan already started returns that progress; marking
 * any day is allowed (catching up on missed days); a plan is completed when every day is read, and unmarking a
 * day reopens it; "catch up" keeps the days read and moves the start so the first unread day is today; "reset"
 * clears them and starts today.
 */

type Plans = { byUuid: Map<string, TReadingPlan> };

const locale = (church: TenantChurch) => matchLocale(church.idioma) ?? 'en';
/** Today is the church's calendar day (a plan started at 22:00 in São Paulo starts that day, not the UTC one). */
const churchToday = (church: TenantChurch) => churchDay(church.fusoHorario);
const summary = ({ dias: _dias, imagem: _imagem, textoAlternativo: _alt, ...plan }: TReadingPlan): TReadingPlanSummary => plan;

function churchPlan(row: repo.PlanRow): TReadingPlan {
  return {
    uuid: row.uuid,
    titulo: row.titulo,
    descricao: row.descricao,
    totalDias: row.dias.length,
    origem: 'igreja',
    dias: row.dias,
    imagem: row.imagem,
    textoAlternativo: row.textoAlternativo,
  };
}

async function allPlans(tx: Tx, church: TenantChurch): Promise<Plans> {
  const plans = [...(await repo.listChurchPlans(tx, church.id)).map(churchPlan), ...builtInPlans(locale(church))];
  return { byUuid: new Map(plans.map((p) => [p.uuid, p])) };
}

async function onePlan(tx: Tx, church: TenantChurch, uuid: string): Promise<TReadingPlan> {
  const row = await repo.findChurchPlan(tx, church.id, uuid);
  const plan = row ? churchPlan(row) : builtInPlan(uuid, locale(church));
  if (!plan) throw new AppError('READING_PLAN_NOT_FOUND');
  return plan;
}

function toSubscription(row: repo.SubscriptionRow, plan: TReadingPlan, today: string): TReadingSubscription {
  const diaAtual = scheduledDay(row.dataInicio, today, plan.totalDias);
  const diasLidos = [...row.diasLidos].sort((a, b) => a - b);
  return {
    uuid: row.uuid,
    plano: summary(plan),
    dataInicio: row.dataInicio,
    diasLidos,
    diaAtual,
    diasAtrasados: row.concluidoEm ? 0 : daysBehind(diasLidos, diaAtual),
    concluido: row.concluidoEm !== null,
    dataConclusao: row.concluidoEm?.toISOString() ?? null,
  };
}

export async function listPlans(app: FastifyInstance, church: TenantChurch) {
  const plans = await app.database.withChurch(church.id, (tx) => allPlans(tx, church));
  return { planos: [...plans.byUuid.values()].map(summary) };
}

export async function getPlan(app: FastifyInstance, church: TenantChurch, uuid: string): Promise<TReadingPlan> {
  return app.database.withChurch(church.id, (tx) => onePlan(tx, church, uuid));
}

export async function listMyPlans(app: FastifyInstance, church: TenantChurch, auth: AuthContext): Promise<TReadingSubscriptionList> {
  const today = churchToday(church);
  return app.database.withChurch(church.id, async (tx) => {
    const rows = await repo.listSubscriptions(tx, church.id, await requireMember(tx, auth));
    const plans = await allPlans(tx, church);
    // A church plan taken down leaves its progress out of the lists (still deletable by its uuid).
    const subs = rows.flatMap((row) => {
      const plan = plans.byUuid.get(row.planoUuid);
      return plan ? [toSubscription(row, plan, today)] : [];
    });
    return { emAndamento: subs.filter((s) => !s.concluido), concluidos: subs.filter((s) => s.concluido) };
  });
}

export async function startPlan(app: FastifyInstance, church: TenantChurch, auth: AuthContext, planUuid: string) {
  const today = churchToday(church);
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const plan = await onePlan(tx, church, planUuid);
    return toSubscription(await repo.insertSubscription(tx, church.id, usuarioId, plan.uuid, today), plan, today);
  });
}

type Change = (row: repo.SubscriptionRow, plan: TReadingPlan, today: string) => Parameters<typeof repo.updateSubscription>[4] | null;

/** Reads the member's own progress (404 otherwise) and applies one change to it, in one transaction. */
async function withSubscription(app: FastifyInstance, church: TenantChurch, auth: AuthContext, uuid: string, change: Change) {
  const today = churchToday(church);
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const row = await repo.findSubscription(tx, church.id, usuarioId, uuid);
    if (!row) throw new AppError('READING_PLAN_NOT_FOUND');
    const plan = await onePlan(tx, church, row.planoUuid);
    const values = change(row, plan, today);
    const next = values ? await repo.updateSubscription(tx, church.id, usuarioId, uuid, values) : row;
    return toSubscription(next, plan, today);
  });
}

export const getSubscription = (app: FastifyInstance, church: TenantChurch, auth: AuthContext, uuid: string) =>
  withSubscription(app, church, auth, uuid, () => null);

export const markDay = (app: FastifyInstance, church: TenantChurch, auth: AuthContext, uuid: string, dia: number, lido: boolean) =>
  withSubscription(app, church, auth, uuid, (row, plan) => {
    if (dia > plan.totalDias) throw new AppError('READING_PLAN_DAY_NOT_FOUND');
    const diasLidos = lido ? [...new Set([...row.diasLidos, dia])] : row.diasLidos.filter((d) => d !== dia);
    const done = diasLidos.length === plan.totalDias;
    return { diasLidos, concluidoEm: done ? (row.concluidoEm ?? new Date()) : null };
  });

export const catchUp = (app: FastifyInstance, church: TenantChurch, auth: AuthContext, uuid: string) =>
  withSubscription(app, church, auth, uuid, (row, plan, today) => ({ dataInicio: catchUpStart(row.diasLidos, plan.totalDias, today) }));

export const resetPlan = (app: FastifyInstance, church: TenantChurch, auth: AuthContext, uuid: string) =>
  withSubscription(app, church, auth, uuid, (_row, _plan, today) => ({ dataInicio: today, diasLidos: [], concluidoEm: null }));

export async function leavePlan(app: FastifyInstance, church: TenantChurch, auth: AuthContext, uuid: string): Promise<void> {
  const deleted = await app.database.withChurch(church.id, async (tx) =>
    repo.deleteSubscription(tx, church.id, await requireMember(tx, auth), uuid),
  );
  if (!deleted) throw new AppError('READING_PLAN_NOT_FOUND');
}
