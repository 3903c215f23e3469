import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { zonedMonth, zonedYearStart } from '../../db/report-sql.ts';
import { doacaoRecorrente } from './giving.schema.ts';

/**
 * The money console's yearly report of recurring gifts (admin/finance-reports.ts has the rules): one aggregate
 * statement over the church's gifts (church first, `doacao_recorrente_usuario_idx`), each of the twelve months of
 * `ano` in the church's time zone: gifts started, cancelled, and in force at its end (null before it ended). One pass
 * over the gifts: each is reduced to the month it counts from (`c`: its start's, 1 when it started before the year)
 * and the month it was cancelled in (`x`: 0 before the year, 13 after it or never), the few (c, x) pairs counted; a
 * month m then sums them: started where c = m (started in the year), cancelled where x = m and c <= m, in force at its
 * end where c <= m < x.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type RecurringMonthRow = { mes: number; iniciadas: string; canceladas: string; ativas: string | null };

export async function recurringByMonth(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<RecurringMonthRow[]> {
  const jan = sql`${`${String(ano).padStart(4, '0')}-01-01 00:00:00`}::timestamp`;
  const from = zonedYearStart(ano, timeZone);
  const to = zonedYearStart(ano + 1, timeZone);
  const criado = doacaoRecorrente.criadoEm;
  const cancelado = doacaoRecorrente.canceladoEm;
  const result = await tx.execute(sql`
    with mes as (
      select g as mes, ((${jan} + make_interval(months => g)) at time zone ${timeZone}) as fim from generate_series(1, 12) g
    ), grupo as (
      select case when ${criado} < ${from} then 1 else ${zonedMonth(criado, timeZone)} end as c,
        case when ${cancelado} is null or ${cancelado} >= ${to} then 13 when ${cancelado} < ${from} then 0
          else ${zonedMonth(cancelado, timeZone)} end as x,
        ${criado} >= ${from} as novo, count(*) as n
      from ${doacaoRecorrente}
      where ${doacaoRecorrente.igrejaId} = ${churchId} and ${criado} < ${to}
      group by 1, 2, 3
    )
    select m.mes,
      coalesce(sum(g.n) filter (where g.novo and g.c = m.mes), 0)::text as iniciadas,
      coalesce(sum(g.n) filter (where g.x = m.mes and g.c <= m.mes), 0)::text as canceladas,
      case when m.fim > now() then null
        else coalesce(sum(g.n) filter (where g.c <= m.mes and g.x > m.mes), 0)::text end as ativas
    from mes m left join grupo g on true
    group by m.mes, m.fim
    order by m.mes`);
  return rowsOf<RecurringMonthRow>(result);
}
