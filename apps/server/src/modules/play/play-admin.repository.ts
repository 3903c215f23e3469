import { PLAY_RETRY_DAYS } from '@congrega/contract/play';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { MONEY_RECEIVED, pagamento } from '../payments/payments.schema.ts';
import { planoAssinatura, planoAssinaturaCobranca, usuarioPlanoAssinatura, type PlaySubscriptionRow } from './play.schema.ts';

/**
 * SQL of the money console's Play subscriptions (issue 31), in the console's church transaction: the list by console
 * state (contract admin/finance-play.ts PLAY_CONSOLE_STATES, decided at `now`), plan and subscriber, each state's
 * count, and each plan's figures since a date (renewals paid, lapses, money received net of refunds).
 */
export interface PlayFilter {
  estado?: string;
  plano?: number;
  q?: string;
}

const s = usuarioPlanoAssinatura;
const LAST_RETRY = PLAY_RETRY_DAYS.length;

const estadoAt = (now: Date) => sql<string>`case when ${s.situacao} = 'pendente' then 'pendente'
  when ${s.situacao} = 'inativo' and ${s.tentativas} > ${LAST_RETRY} then 'caducada'
  when ${s.situacao} = 'inativo' then 'encerrada'
  when ${s.renovar} and ${s.tentativas} > 0 then 'falhando'
  when ${s.renovar} then 'ativa'
  when ${s.validoAte} > ${now.toISOString()}::timestamptz then 'encerrando' else 'encerrada' end`;

function where(churchId: number, f: PlayFilter, now: Date, withState = true): SQL | undefined {
  const like = f.q ? likeText(f.q) : undefined;
  return and(
    eq(s.igrejaId, churchId),
    withState && f.estado ? sql`${estadoAt(now)} = ${f.estado}` : undefined,
    f.plano === undefined ? undefined : eq(s.planoId, f.plano),
    like && f.q
      ? or(eq(s.codigo, f.q), ilike(sql`${usuario.nome} || ' ' || ${usuario.sobrenome}`, like), ilike(usuario.email, like))
      : undefined,
  );
}

const subscriber = and(eq(usuario.igrejaId, s.igrejaId), eq(usuario.id, s.usuarioId));

export interface PlayAdminRow {
  sub: PlaySubscriptionRow;
  estado: string;
  planoNome: string;
  periodo: string;
  nome: string;
  email: string;
}

/** One page, newest first. */
export function searchPlayRows(
  tx: Tx,
  churchId: number,
  f: PlayFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<PlayAdminRow[]> {
  return tx
    .select({
      sub: s,
      estado: estadoAt(now),
      planoNome: planoAssinatura.nome,
      periodo: planoAssinatura.periodo,
      nome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`,
      email: usuario.email,
    })
    .from(s)
    .innerJoin(usuario, subscriber)
    .innerJoin(planoAssinatura, eq(planoAssinatura.id, s.planoId))
    .where(where(churchId, f, now))
    .orderBy(desc(s.criadoEm), desc(s.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Each console state's count of the subscriptions matching the plan and search. */
export function playStateCounts(tx: Tx, churchId: number, f: PlayFilter, now: Date) {
  return (
    tx
      .select({ estado: estadoAt(now), quantidade: sql<number>`count(*)`.mapWith(Number) })
      .from(s)
      .innerJoin(usuario, subscriber)
      .where(where(churchId, f, now, false))
      // By the first column: the state's parameters would make a second copy of it a different expression.
      .groupBy(sql`1`)
  );
}

/** The outer plan's id, named in full: a query of one table leaves its own columns unqualified inside subqueries. */
const planId = sql`${sql.identifier('plano_assinatura')}.${sql.identifier('id')}`;

/**
 * Every plan of the church with its subscriptions valid now, and since `since`: renewals paid (cycles after the
 * first), subscriptions lapsed (their last retry's charge made since), money received net of refunds.
 */
export function planFigures(tx: Tx, churchId: number, now: Date, since: Date) {
  const charges = (what: SQL, filter: SQL) => sql`(select ${what} from ${planoAssinaturaCobranca} c
    join ${pagamento} on ${pagamento.igrejaId} = c.igreja_id and ${pagamento.id} = c.pagamento_id
    join ${s} on ${s.igrejaId} = c.igreja_id and ${s.id} = c.assinatura_id
    where c.igreja_id = ${churchId} and ${s.planoId} = ${planId} and ${filter})`;
  return tx
    .select({
      id: planoAssinatura.id,
      nome: planoAssinatura.nome,
      periodo: planoAssinatura.periodo,
      valor: planoAssinatura.valor,
      flagAtivo: planoAssinatura.flagAtivo,
      vigentes: sql<number>`(select count(*) from ${s} where ${s.igrejaId} = ${churchId} and ${s.planoId} = ${planId}
        and ${estadoAt(now)} in ('ativa', 'falhando', 'encerrando'))`.mapWith(Number),
      renovacoes:
        sql<number>`${charges(sql`count(*)`, sql`c.ciclo > 1 and ${MONEY_RECEIVED} and ${pagamento.pagoEm} >= ${since.toISOString()}::timestamptz`)}`.mapWith(
          Number,
        ),
      caducadas: sql<number>`${charges(
        sql`count(*)`,
        sql`${s.situacao} = 'inativo' and ${s.tentativas} > ${LAST_RETRY} and c.ciclo = ${s.ciclo} and c.tentativa = ${LAST_RETRY}
          and ${pagamento.criadoEm} >= ${since.toISOString()}::timestamptz`,
      )}`.mapWith(Number),
      receita: sql<number>`${charges(
        sql`coalesce(sum(${pagamento.total} - ${pagamento.valorEstornado}), 0)`,
        sql`${MONEY_RECEIVED} and ${pagamento.pagoEm} >= ${since.toISOString()}::timestamptz`,
      )}`.mapWith(Number),
    })
    .from(planoAssinatura)
    .where(eq(planoAssinatura.igrejaId, churchId))
    .orderBy(asc(planoAssinatura.ordem), asc(planoAssinatura.id));
}
