import { PLAY_RETRY_DAYS, type TPlaySubscription } from '@congrega/contract/play';
import type { Tx } from '../../db/client.ts';
import type { PlayPlanRow, PlaySubscriptionRow } from './play.schema.ts';
import { updateSubscription } from './subscriptions.repository.ts';

/**
 * How a subscription moves (the renewal runner, the gateway's verdict on a charge under review, a cancel). Every move
 * leaves it on an unused (cycle, attempt): the runner only claims a subscription whose current one has no charge.
 */
const DAY = 24 * 60 * 60 * 1000;

/** The end of a period that starts at `from` (calendar months, UTC). */
export function addPeriod(from: Date, periodo: string): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + (periodo === 'anual' ? 12 : 1));
  return end;
}

/** Valid now: 'ativo' and renewing (a retry may be pending) or inside its paid period (cancelled, not ended). */
export function isValid(sub: Pick<PlaySubscriptionRow, 'situacao' | 'renovar' | 'validoAte'>, now: Date): boolean {
  return sub.situacao === 'ativo' && (sub.renovar || (sub.validoAte !== null && sub.validoAte > now));
}

/** A period was paid (the first, or a renewal): the next period starts where the paid one ended (or now). */
export async function advanceSubscription(tx: Tx, sub: PlaySubscriptionRow, periodo: string, now: Date) {
  const start = sub.validoAte && sub.validoAte > now ? sub.validoAte : now;
  const validoAte = addPeriod(start, periodo);
  return updateSubscription(tx, sub.igrejaId, sub.id, {
    situacao: 'ativo',
    validoAte,
    proximaCobranca: sub.renovar ? validoAte : null,
    ciclo: sub.ciclo + 1,
    tentativas: 0,
  });
}

/** A declined renewal: retry on PLAY_RETRY_DAYS, then the subscription lapses ('inativo'). */
export async function declineRenewal(tx: Tx, sub: PlaySubscriptionRow, now: Date): Promise<'declined' | 'lapsed'> {
  const tentativas = sub.tentativas + 1;
  if (tentativas > PLAY_RETRY_DAYS.length) {
    await updateSubscription(tx, sub.igrejaId, sub.id, { situacao: 'inativo', proximaCobranca: null, tentativas });
    return 'lapsed';
  }
  await updateSubscription(tx, sub.igrejaId, sub.id, {
    tentativas,
    proximaCobranca: new Date(now.getTime() + PLAY_RETRY_DAYS[tentativas - 1]! * DAY),
  });
  return 'declined';
}

/** A cancelled subscription whose paid period ended. */
export async function endSubscription(tx: Tx, sub: PlaySubscriptionRow) {
  return updateSubscription(tx, sub.igrejaId, sub.id, { situacao: 'inativo', proximaCobranca: null });
}

/** An inactive plan renews no one: its subscribers keep it until their paid period ends (renewal-runner.ts). */
type PlanOf = Pick<PlayPlanRow, 'id' | 'nome' | 'codigo' | 'periodo' | 'flagAtivo'>;

export function toSubscription(sub: PlaySubscriptionRow, plano: PlanOf, now: Date): TPlaySubscription {
  const situacao = sub.situacao === 'ativo' && !isValid(sub, now) ? 'inativo' : (sub.situacao as TPlaySubscription['status']['situacao']);
  return {
    id: sub.id,
    codigo: sub.codigo,
    dataAssinatura: sub.criadoEm.toISOString(),
    plano: { id: plano.id, nome: plano.nome, codigo: plano.codigo, periodo: plano.periodo as TPlaySubscription['plano']['periodo'] },
    validoAte: sub.validoAte?.toISOString() ?? null,
    renovacaoAutomatica: situacao === 'ativo' && sub.renovar && plano.flagAtivo,
    proximaCobranca: situacao === 'ativo' && sub.renovar && plano.flagAtivo ? (sub.proximaCobranca?.toISOString() ?? null) : null,
    cartao: sub.bandeira && sub.ultimosDigitos ? { bandeira: sub.bandeira, ultimosDigitos: sub.ultimosDigitos } : null,
    status: { situacao },
  };
}
