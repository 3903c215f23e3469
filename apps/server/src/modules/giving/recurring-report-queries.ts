import type { Tx } from '../../db/client.ts';
import { recurringByMonth } from './recurring-report.repository.ts';

/** The money console's recurring gifts of a year, month by month (issue 31), in the console's church transaction. */
export type RecurringMonth = { mes: number; iniciadas: number; canceladas: number; ativasFimMes: number | null };

export async function recurringMonths(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<RecurringMonth[]> {
  return (await recurringByMonth(tx, churchId, ano, timeZone)).map((r) => ({
    mes: Number(r.mes),
    iniciadas: Number(r.iniciadas),
    canceladas: Number(r.canceladas),
    ativasFimMes: r.ativas === null ? null : Number(r.ativas),
  }));
}
