import type {
  TFinanceRecurringDetail,
  TFinanceRecurringPage,
  TFinanceRecurringSummary,
  TRecurringConsoleState,
  TRecurringStaffAction,
} from '@congrega/contract/admin/finance-recurring';
import { RECURRING_CONSOLE_STATES } from '@congrega/contract/admin/finance-recurring';
import {
  RECURRING_PAUSE_REASONS,
  RECURRING_RETRY_DAYS,
  type TRecurringPauseReason,
  type TRecurringStatus,
} from '@congrega/contract/giving';
import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StaffMailKind } from './recurring-mail.ts';
import { cancelValues, pauseValues, resumeValues } from './recurring-cycle.ts';
import {
  findRecurringAdminRow,
  listGiftCharges,
  recurringStateTotals,
  searchRecurringRows,
  type RecurringAdminRow,
  type RecurringFilter,
} from './recurring-admin.repository.ts';
import { updateRecurringGift } from './recurring.repository.ts';

/**
 * The money console's recurring gifts (issue 31), use cases of giving's door run in the console's church
 * transaction (admin/finance-recurring.service.ts audits them): the list, a gift's detail, and a pause, resume or
 * cancel on the giver's behalf. Decided rules:
 * - The moves are the giver's own (recurring-cycle.ts pauseValues, resumeValues, cancelValues), on the gift locked
 *   FOR UPDATE as the giver's changes lock it, so a runner charge never races them (giving-account.service.ts).
 * - A cancelled gift is final: any change answers 409 RECURRING_GIFT_CANCELLED. A pause needs an active gift (409
 *   RECURRING_GIFT_NOT_ACTIVE, a paused one included: a pause after declines stays one), a resume a paused gift (409
 *   RECURRING_GIFT_NOT_PAUSED); a resume of a gift whose reason the church no longer takes answers the giver's 422.
 * - A staff pause is recorded as the giver's (motivoPausa usuario): done on their behalf, they may resume it.
 * - The giver's e-mail goes after the commit (notifyStaffChange (giving.jobs.ts)), in the gift's language.
 */
export type { RecurringFilter };

const DAY = 24 * 60 * 60 * 1000;

const pauseReason = (r: string | null): TRecurringPauseReason | null =>
  (RECURRING_PAUSE_REASONS as readonly string[]).includes(r ?? '') ? (r as TRecurringPauseReason) : null;

function toSummary(r: RecurringAdminRow): TFinanceRecurringSummary {
  const g = r.gift;
  return {
    id: g.id,
    doador: { usuarioId: g.usuarioId, nome: r.doadorNome, email: r.doadorEmail },
    motivo: { id: g.pagamentoMotivoId, nome: r.motivoNome },
    valor: g.valor,
    moeda: g.moeda,
    recorrenciaDias: g.recorrenciaDias,
    estado: r.estado as TRecurringConsoleState,
    status: g.status as TRecurringStatus,
    motivoPausa: pauseReason(g.motivoPausa),
    tentativas: g.tentativas,
    proximaData: g.proximaData?.toISOString() ?? null,
    cartao: { bandeira: g.bandeira, ultimosDigitos: g.ultimosDigitos },
    criadoEm: g.criadoEm.toISOString(),
    canceladoEm: g.canceladoEm?.toISOString() ?? null,
  };
}

export async function searchRecurringGifts(
  tx: Tx,
  church: { id: number; moeda: string },
  filter: RecurringFilter,
  page: { page: number; limit: number },
): Promise<TFinanceRecurringPage> {
  const rows = await searchRecurringRows(tx, church.id, filter, { offset: (page.page - 1) * page.limit, limit: page.limit });
  const totals = await recurringStateTotals(tx, church.id, filter, church.moeda);
  const porEstado = Object.fromEntries(RECURRING_CONSOLE_STATES.map((s) => [s, 0])) as Record<TRecurringConsoleState, number>;
  let mensalAtivas = 0;
  for (const t of totals) {
    porEstado[t.estado as TRecurringConsoleState] = t.quantidade;
    mensalAtivas += t.mensal;
  }
  return {
    itens: rows.map(toSummary),
    page: page.page,
    limit: page.limit,
    total: filter.estado ? porEstado[filter.estado as TRecurringConsoleState] : totals.reduce((n, t) => n + t.quantidade, 0),
    totais: { porEstado, mensalAtivas },
    moeda: church.moeda,
  };
}

/**
 * The retries left of a failing gift (active, `tentativas` declined in its cycle): the next at `proximaData`, each
 * later one the schedule's days after the one before, as recurring-cycle.ts declineGift dates them.
 */
export function retryDates(gift: { status: string; tentativas: number; proximaData: Date | null }): string[] {
  if (gift.status !== 'ativa' || gift.tentativas === 0 || !gift.proximaData) return [];
  const dates = [gift.proximaData.getTime()];
  for (let k = gift.tentativas; k < RECURRING_RETRY_DAYS.length; k++) dates.push(dates[dates.length - 1]! + RECURRING_RETRY_DAYS[k]! * DAY);
  return dates.map((d) => new Date(d).toISOString());
}

/** A gift's detail; undefined for an id the church does not have. */
export async function recurringGiftDetail(tx: Tx, churchId: number, id: number): Promise<TFinanceRecurringDetail | undefined> {
  const found = await findRecurringAdminRow(tx, churchId, id);
  if (!found) return undefined;
  const charges = await listGiftCharges(tx, churchId, id);
  const g = found.gift;
  return {
    ...toSummary(found),
    flagUsuarioTaxa: g.flagUsuarioTaxa,
    idioma: g.idioma,
    ultimaCobrancaEm: g.ultimaCobrancaEm?.toISOString() ?? null,
    cobrancaEmAnalise: found.emAnalise,
    retentativas: retryDates(g),
    cobrancas: charges.map((c) => ({
      pagamentoId: c.id,
      codigo: c.codigo,
      criadoEm: c.criadoEm.toISOString(),
      pagoEm: c.pagoEm?.toISOString() ?? null,
      ciclo: c.ciclo ?? 0,
      tentativa: c.tentativa ?? 0,
      status: c.status as TPaymentStatus,
      total: c.total,
      recusa: c.recusa,
    })),
  };
}

/** What the audit keeps of a gift before and after a change (never its card token). */
export interface GiftAuditState {
  status: string;
  motivoPausa: string | null;
  proximaData: string | null;
  ciclo: number;
  tentativas: number;
}

export interface StaffGiftChange {
  antes: GiftAuditState;
  depois: GiftAuditState;
  detail: TFinanceRecurringDetail;
  /** For notifyStaffChange (giving.jobs.ts) once committed. */
  notice: { giftId: number; kind: StaffMailKind; at: Date };
}

const auditState = (g: { status: string; motivoPausa: string | null; proximaData: Date | null; ciclo: number; tentativas: number }) => ({
  status: g.status,
  motivoPausa: g.motivoPausa,
  proximaData: g.proximaData?.toISOString() ?? null,
  ciclo: g.ciclo,
  tentativas: g.tentativas,
});

const MAIL_OF: Record<TRecurringStaffAction, StaffMailKind> = {
  pause: 'paused-by-church',
  resume: 'resumed-by-church',
  cancel: 'cancelled-by-church',
};

/** A pause, resume or cancel on the giver's behalf, in the caller's church transaction (rules above). */
export async function changeGiftForGiver(
  tx: Tx,
  churchId: number,
  id: number,
  action: TRecurringStaffAction,
  now: Date,
): Promise<StaffGiftChange> {
  const found = await findRecurringAdminRow(tx, churchId, id, true);
  if (!found) throw new AppError('RECURRING_GIFT_NOT_FOUND', {}, { status: 404 });
  const gift = found.gift;
  if (gift.status === 'cancelada') throw new AppError('RECURRING_GIFT_CANCELLED', {}, { status: 409 });
  if (action === 'pause' && gift.status !== 'ativa') throw new AppError('RECURRING_GIFT_NOT_ACTIVE');
  if (action === 'resume' && gift.status !== 'pausada') throw new AppError('RECURRING_GIFT_NOT_PAUSED');
  const values =
    action === 'pause'
      ? pauseValues()
      : action === 'resume'
        ? await resumeValues(tx, { ...gift, motivoNome: found.motivoNome }, gift.recorrenciaDias, now)
        : cancelValues(now);
  const updated = await updateRecurringGift(tx, churchId, gift.id, values);
  if (!updated) throw new AppError('RECURRING_GIFT_NOT_FOUND', {}, { status: 404 });
  return {
    antes: auditState(gift),
    depois: auditState(updated),
    detail: (await recurringGiftDetail(tx, churchId, gift.id))!,
    notice: { giftId: gift.id, kind: MAIL_OF[action], at: updated.atualizadoEm },
  };
}
