import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { zonedYearStart } from '../../db/report-sql.ts';
import { doacaoRecorrente } from './giving.schema.ts';

/**
 * The money console's yearly report of recurring gifts (admin/finance-reports.ts has the rules): one aggregate
 * statement over the church's gifts (church first, `doacao_recorrente_usuario_idx`), each of the twelve months of
 * `ano` in the church's time zone: gifts started, cancelled, and in force at its end (null before it ended).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type RecurringMonthRow = { mes: number; iniciadas: string; canceladas: string; ativas: string | null };

export async function recurringByMonth(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<RecurringMonthRow[]> {
  const jan = sql`${`${String(ano).padStart(4, '0')}-01-01 00:00:00`}::timestamp`;
  const result = await tx.execute(sql`
    with mes as (
      select g as mes, ((${jan} + make_interval(months => g - 1)) at time zone ${timeZone}) as inicio,
        ((${jan} + make_interval(months => g)) at time zone ${timeZone}) as fim
      from generate_series(1, 12) g
    ), doacao as (
      select ${doacaoRecorrente.criadoEm} as criado, ${doacaoRecorrente.canceladoEm} as cancelado
      from ${doacaoRecorrente}
      where ${doacaoRecorrente.igrejaId} = ${churchId} and ${doacaoRecorrente.criadoEm} < ${zonedYearStart(ano + 1, timeZone)}
    )
    select m.mes,
      count(d.criado) filter (where d.criado >= m.inicio and d.criado < m.fim)::text as iniciadas,
      count(d.criado) filter (where d.cancelado >= m.inicio and d.cancelado < m.fim)::text as canceladas,
      case when m.fim > now() then null
        else count(d.criado) filter (where d.criado < m.fim and (d.cancelado is null or d.cancelado >= m.fim))::text end as ativas
    from mes m left join doacao d on d.criado < m.fim
    group by m.mes, m.fim
    order by m.mes`);
  return rowsOf<RecurringMonthRow>(result);
}
