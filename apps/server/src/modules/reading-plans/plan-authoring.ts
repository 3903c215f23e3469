import type {
  TAdminReadingPlan,
  TAdminReadingPlanInput,
  TAdminReadingPlanListItem,
  TReadingPlanStats,
} from '@congrega/contract/admin/reading-plans';
import type { TLocale } from '@congrega/contract/locale';
import { parseReadingPassages, passageLocales, readingPassagesText } from '@congrega/contract/reading-passages';
import type { TReadingPlanDay } from '@congrega/contract/reading-plans';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findAuthoredPlan,
  insertAuthoredPlan,
  listAuthoredPlans,
  planStats,
  updateAuthoredPlan,
  type AuthoredPlanRow,
  type PlanValues,
} from './plan-authoring.repository.ts';

/**
 * Authoring reading plans in the staff console (exported through the door for admin/, which audits each change in
 * the same transaction; rules in packages/contract/src/admin/reading-plans.ts). A day's typed passages are read in
 * the church's language first (reading-passages.ts): one that reads in none is 400 READING_PLAN_REFERENCE_INVALID on
 * `dias.N.passagens` (the contract's schema refuses it before, this is the server's own check). `today` is the
 * church's calendar day (the members' schedule).
 */
const NO_STATS: TReadingPlanStats = { iniciados: 0, emDia: 0, concluidos: 0 };

function authoredView(row: AuthoredPlanRow, stats: TReadingPlanStats, locale: TLocale): TAdminReadingPlan {
  return {
    id: row.id,
    uuid: row.uuid,
    titulo: row.titulo,
    descricao: row.descricao,
    imagem: row.imagem,
    textoAlternativo: row.textoAlternativo,
    ativo: row.ativo,
    dias: row.dias.map((d) => ({ ...d, passagens: readingPassagesText(d.leituras, locale) })),
    estatisticas: stats,
  };
}

function planValues(body: TAdminReadingPlanInput, locale: TLocale): PlanValues {
  const dias: TReadingPlanDay[] = body.dias.map((day, i) => {
    const leituras = parseReadingPassages(day.passagens, passageLocales(locale));
    if (!leituras)
      throw new AppError('READING_PLAN_REFERENCE_INVALID', {}, { fields: { [`dias.${i}.passagens`]: 'validation.bibleReference' } });
    return { dia: i + 1, leituras, devocional: day.devocional };
  });
  const { titulo, descricao, imagem, textoAlternativo, ativo } = body;
  return { titulo, descricao, imagem, textoAlternativo: imagem ? textoAlternativo : null, ativo, dias };
}

export async function authoredPlans(
  tx: Tx,
  churchId: number,
  query: { q?: string | undefined; page: number; limit: number },
  today: string,
): Promise<{ itens: TAdminReadingPlanListItem[]; total: number }> {
  const { rows, total } = await listAuthoredPlans(tx, churchId, query);
  const stats = await planStats(
    tx,
    churchId,
    rows.map((r) => r.uuid),
    today,
  );
  const itens = rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    titulo: r.titulo,
    totalDias: r.dias.length,
    ativo: r.ativo,
    estatisticas: stats.get(r.uuid) ?? NO_STATS,
  }));
  return { itens, total };
}

/** The plan with its statistics (locked for a change when `forUpdate`), or 404 ADMIN_READING_PLAN_NOT_FOUND. */
export async function authoredPlan(
  tx: Tx,
  churchId: number,
  id: number,
  at: { today: string; locale: TLocale },
  forUpdate = false,
): Promise<TAdminReadingPlan> {
  const row = await findAuthoredPlan(tx, churchId, id, forUpdate);
  if (!row) throw new AppError('ADMIN_READING_PLAN_NOT_FOUND');
  const stats = await planStats(tx, churchId, [row.uuid], at.today);
  return authoredView(row, stats.get(row.uuid) ?? NO_STATS, at.locale);
}

export async function createAuthoredPlan(
  tx: Tx,
  churchId: number,
  body: TAdminReadingPlanInput,
  locale: TLocale,
): Promise<TAdminReadingPlan> {
  return authoredView(await insertAuthoredPlan(tx, churchId, planValues(body, locale)), NO_STATS, locale);
}

/** Replaces the plan (call authoredPlan with forUpdate first); answers it with its statistics. */
export async function replaceAuthoredPlan(
  tx: Tx,
  churchId: number,
  id: number,
  body: TAdminReadingPlanInput,
  at: { today: string; locale: TLocale },
): Promise<TAdminReadingPlan> {
  await updateAuthoredPlan(tx, churchId, id, planValues(body, at.locale));
  return authoredPlan(tx, churchId, id, at);
}

export async function publishAuthoredPlan(
  tx: Tx,
  churchId: number,
  id: number,
  ativo: boolean,
  at: { today: string; locale: TLocale },
): Promise<TAdminReadingPlan> {
  await updateAuthoredPlan(tx, churchId, id, { ativo });
  return authoredPlan(tx, churchId, id, at);
}
