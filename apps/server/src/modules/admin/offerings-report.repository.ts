import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pagamentoMotivo } from '../payments/payments.schema.ts';
import { ofertaLote, ofertaLoteAjuste, ofertaLoteItem } from './offerings.schema.ts';

/**
 * The cash side of the money console's giving report (admin/finance-reports.ts): committed batches' lines and
 * adjustments per reason and month of their service's day (a day of the church's calendar already), in the years
 * `ano - 1` and `ano`. One aggregate statement, church first (`oferta_lote_data_idx`); an open batch counts nothing,
 * nor does a desk sale's ticket line (no reason: event revenue, not giving).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type CashMonthRow = { ano: number; mes: number; motivo_id: number; motivo: string | null; valor: string };

export async function cashByReasonMonth(tx: Tx, churchId: number, ano: number): Promise<CashMonthRow[]> {
  const result = await tx.execute(sql`
    with linha as (
      select id_lote, id_pagamento_motivo as motivo_id, valor from ${ofertaLoteItem}
        where igreja_id = ${churchId} and id_pagamento_motivo is not null
      union all
      select id_lote, id_pagamento_motivo as motivo_id, valor from ${ofertaLoteAjuste} where igreja_id = ${churchId}
    )
    select extract(year from l.data)::int as ano, extract(month from l.data)::int as mes, x.motivo_id, m.nome as motivo,
      sum(x.valor)::text as valor
    from ${ofertaLote} l
    join linha x on x.id_lote = l.id
    left join ${pagamentoMotivo} m on m.igreja_id = ${churchId} and m.id = x.motivo_id
    where l.igreja_id = ${churchId} and l.estado = 'confirmado'
      and l.data >= ${`${String(ano - 1).padStart(4, '0')}-01-01`}::date and l.data < ${`${String(ano + 1).padStart(4, '0')}-01-01`}::date
    group by 1, 2, 3, 4`);
  return rowsOf<CashMonthRow>(result);
}
