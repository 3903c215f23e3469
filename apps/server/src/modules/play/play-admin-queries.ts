import {
  PLAY_CONSOLE_STATES,
  PLAY_REPORT_DAYS,
  type TFinancePlayPage,
  type TFinancePlaySubscription,
  type TPlayConsoleState,
} from '@congrega/contract/admin/finance-play';
import type { PLAY_PERIODS } from '@congrega/contract/play';
import type { Tx } from '../../db/client.ts';
import { planFigures, playStateCounts, searchPlayRows, type PlayAdminRow, type PlayFilter } from './play-admin.repository.ts';

/**
 * The money console's Play subscriptions (issue 31), a use case of play's door run in the console's church
 * transaction: one page of the subscriptions with each state's count, and every plan's figures of the last
 * PLAY_REPORT_DAYS days. Read only; never the card's token.
 */
export type { PlayFilter };

const DAY = 24 * 60 * 60 * 1000;
type TPlayPeriod = (typeof PLAY_PERIODS)[number];

function toSubscription(r: PlayAdminRow): TFinancePlaySubscription {
  const sub = r.sub;
  return {
    id: sub.id,
    codigo: sub.codigo,
    assinante: { usuarioId: sub.usuarioId, nome: r.nome, email: r.email },
    plano: { id: sub.planoId, nome: r.planoNome, periodo: r.periodo as TPlayPeriod },
    estado: r.estado as TPlayConsoleState,
    tentativas: sub.tentativas,
    validoAte: sub.validoAte?.toISOString() ?? null,
    proximaCobranca: sub.proximaCobranca?.toISOString() ?? null,
    cartao: sub.bandeira && sub.ultimosDigitos ? { bandeira: sub.bandeira, ultimosDigitos: sub.ultimosDigitos } : null,
    criadoEm: sub.criadoEm.toISOString(),
    canceladoEm: sub.canceladoEm?.toISOString() ?? null,
  };
}

export async function searchPlaySubscriptions(
  tx: Tx,
  church: { id: number; moeda: string },
  filter: PlayFilter,
  page: { page: number; limit: number },
  now: Date,
): Promise<TFinancePlayPage> {
  const rows = await searchPlayRows(tx, church.id, filter, now, { offset: (page.page - 1) * page.limit, limit: page.limit });
  const counts = await playStateCounts(tx, church.id, filter, now);
  const planos = await planFigures(tx, church.id, now, new Date(now.getTime() - PLAY_REPORT_DAYS * DAY));
  const porEstado = Object.fromEntries(PLAY_CONSOLE_STATES.map((st) => [st, 0])) as Record<TPlayConsoleState, number>;
  for (const c of counts) porEstado[c.estado as TPlayConsoleState] = c.quantidade;
  return {
    itens: rows.map(toSubscription),
    page: page.page,
    limit: page.limit,
    total: filter.estado ? porEstado[filter.estado as TPlayConsoleState] : counts.reduce((n, c) => n + c.quantidade, 0),
    porEstado,
    planos: planos.map((p) => ({ ...p, periodo: p.periodo as TPlayPeriod })),
    moeda: church.moeda,
  };
}
