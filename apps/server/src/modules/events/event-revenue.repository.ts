import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inZonedYears, proportionalShare } from '../../db/report-sql.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao } from './events.schema.ts';

/**
 * The money console's yearly event revenue (admin/finance-reports.ts has the rules): one aggregate statement, church
 * first in every filter. A purchase's payment (total, fees, refunded) is split between its tickets in proportion to
 * their types' prices (by count when all are free), in whole cents that add up to the payment.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type TicketRevenueRow = {
  evento_id: number;
  evento: string;
  ingresso_id: number;
  ingresso: string;
  bilhetes: string;
  bruto: string;
  taxas: string;
  estornado: string;
};

export async function ticketRevenue(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<TicketRevenueRow[]> {
  const result = await tx.execute(sql`
    with pago as (
      select ${pagamento.id} as id, ${pagamento.total} as total, ${pagamento.taxas} as taxas, ${pagamento.valorEstornado} as estornado
      from ${pagamento}
      where ${pagamento.igrejaId} = ${churchId} and ${pagamento.status} in ('aprovado', 'estornado')
        and ${pagamento.destinoTipo} = 'inscricao_evento' and ${inZonedYears(pagamento.pagoEm, ano, ano + 1, timeZone)}
    ), bilhete as (
      select pago.*, b.id as bilhete_id, b.ingresso_id, t.valor as preco, sum(t.valor) over (partition by pago.id) as soma
      from pago
      join ${eventoInscricao} r on r.igreja_id = ${churchId} and r.id_pagamento = pago.id
      join ${eventoBilhete} b on b.igreja_id = ${churchId} and b.inscricao_id = r.id
      join ${eventoIngresso} t on t.igreja_id = ${churchId} and t.id = b.ingresso_id
    ), peso as (
      select *, case when soma > 0 then preco else 1 end as w from bilhete
    ), acumulado as (
      select *, sum(w) over (partition by id order by bilhete_id rows unbounded preceding) as acc,
        sum(w) over (partition by id) as wt
      from peso
    )
    select e.id as evento_id, e.titulo as evento, t.id as ingresso_id, t.nome as ingresso, count(*)::text as bilhetes,
      sum(${proportionalShare('a.total', 'a.w', 'a.acc', 'a.wt')})::text as bruto,
      sum(${proportionalShare('a.taxas', 'a.w', 'a.acc', 'a.wt')})::text as taxas,
      sum(${proportionalShare('a.estornado', 'a.w', 'a.acc', 'a.wt')})::text as estornado
    from acumulado a
    join ${eventoIngresso} t on t.igreja_id = ${churchId} and t.id = a.ingresso_id
    join ${evento} e on e.igreja_id = ${churchId} and e.id = t.evento_id
    group by e.id, e.titulo, t.id, t.nome
    order by e.titulo, e.id, t.ordem, t.id`);
  return rowsOf<TicketRevenueRow>(result);
}
