// Money for the finance reports bench (scripts/bench-finance-reports.mjs): payments, their items, event purchases
// with tickets, refunds, recurring gifts and cash batches, each one INSERT ... SELECT over generate_series with values
// drawn deterministically from the row number (the same data every run).
import { sql } from 'drizzle-orm';

const METHODS = sql.raw(`array['cartao_credito','pix','boleto','dinheiro']`);

/** The church's three reasons and `events` events of three ticket types each. */
async function seedCatalogue(db, churchId, events) {
  const reasons = (
    await db.execute(sql`insert into pagamento_motivo (igreja_id, nome, ordem)
      select ${churchId}::int, n, o from unnest(array['Dízimo', 'Oferta', 'Missões', 'Construção', 'Ação social']) with ordinality as r(n, o)
      returning id`)
  ).rows.map((r) => r.id);
  await db.execute(sql`
    with e as (
      insert into evento (igreja_id, titulo, data_inicio, data_fim)
      select ${churchId}::int, 'Evento ' || g, timestamptz '2026-01-10' + g * interval '30 days', timestamptz '2026-01-11' + g * interval '30 days'
      from generate_series(1, ${events}) g returning id
    )
    insert into evento_ingresso (igreja_id, evento_id, nome, valor, quantidade, ordem)
    select ${churchId}::int, e.id, t.nome, t.valor, 1000000, t.ordem
    from e cross join (values ('Inteira', 12000, 0), ('Meia', 6000, 1), ('Cortesia', 0, 2)) as t(nome, valor, ordem)`);
  return reasons;
}

/**
 * `count` payments of `year` at the church (a quarter of them event purchases), paid over the year in São Paulo
 * time; 1 in 13 cancelled (never paid), 1 in 50 refunded in full (with its refund row). Gifts name one or two
 * reasons; purchases hold one to three tickets of one event.
 */
async function seedPayments(db, churchId, count, year, reasons, tag) {
  const span = 365 * 24 * 3600;
  await db.execute(sql`
    insert into pagamento (igreja_id, codigo, destino_tipo, descricao, metodo, id_gateway_pagamento, moeda, valor, taxas, total,
      valor_estornado, valor_parcela, status, idioma, pago_em, criado_em)
    select ${churchId}::int, ${tag} || '-' || g, case when g % 4 = 0 then 'inscricao_evento' else 'doacao' end, 'Bench', m.metodo, 1, 'BRL',
      v.valor, v.taxas, v.valor + v.taxas,
      case when g % 50 = 0 then v.valor + v.taxas else 0 end, v.valor + v.taxas,
      case when g % 13 = 0 then 'cancelado' when g % 50 = 0 then 'estornado' else 'aprovado' end, 'pt-BR',
      case when g % 13 = 0 then null else t.at end, t.at - interval '1 minute'
    from generate_series(1, ${count}) g
    cross join lateral (select (${METHODS})[1 + (g / 7) % 4] as metodo) m
    cross join lateral (select 1000 + (g::bigint * 7919) % 50000 as valor) v0
    cross join lateral (select v0.valor, case when m.metodo = 'cartao_credito' then v0.valor * 4 / 100 else 0 end as taxas) v
    cross join lateral (select (${`${year}-01-01 00:00:00`}::timestamp at time zone 'America/Sao_Paulo')
      + ((g::bigint * 104729) % ${span}) * interval '1 second' as at) t`);
  const mine = sql`p.igreja_id = ${churchId} and p.codigo like ${`${tag}-%`}`;
  const reasonArray = sql.raw(`array[${reasons.join(',')}]`);
  await db.execute(sql`
    insert into pagamento_item (igreja_id, id_pagamento, id_pagamento_motivo, valor)
    select ${churchId}::int, p.id, (${reasonArray})[1 + p.id % ${reasons.length}], case when p.id % 3 = 0 then p.valor / 3 else p.valor end
    from pagamento p where ${mine} and p.destino_tipo = 'doacao'
    union all
    select ${churchId}::int, p.id, (${reasonArray})[1 + (p.id + 1) % ${reasons.length}], p.valor - p.valor / 3
    from pagamento p where ${mine} and p.destino_tipo = 'doacao' and p.id % 3 = 0`);
  await db.execute(sql`
    with ev as (select array_agg(id order by id) as ids from evento where igreja_id = ${churchId}),
    r as (
      insert into evento_inscricao (igreja_id, evento_id, id_pagamento, status, valor, moeda, idioma)
      select ${churchId}::int, ev.ids[1 + (p.id / 4) % array_length(ev.ids, 1)], p.id,
        case when p.status = 'cancelado' then 'cancelada' else 'confirmada' end, p.valor, 'BRL', 'pt-BR'
      from pagamento p, ev where ${mine} and p.destino_tipo = 'inscricao_evento'
      returning id, evento_id, id_pagamento
    )
    insert into evento_bilhete (igreja_id, inscricao_id, ingresso_id, titular, codigo)
    select ${churchId}::int, r.id, i.id, 'Titular', ${tag} || '-' || r.id || '-' || k
    from r cross join lateral generate_series(1, 1 + r.id_pagamento % 3) k
    join lateral (select id from evento_ingresso where igreja_id = ${churchId} and evento_id = r.evento_id order by ordem
      offset (r.id_pagamento + k) % 3 limit 1) i on true`);
  await db.execute(sql`
    insert into pagamento_estorno (igreja_id, id_pagamento, valor, motivo, via, status, criado_em, concluido_em)
    select ${churchId}::int, p.id, p.total, 'Bench', 'gateway', 'concluido', p.pago_em + interval '10 days', p.pago_em + interval '10 days'
    from pagamento p where ${mine} and p.status = 'estornado'`);
}

/** `count` recurring gifts of the church's members, started over 2024-2026, one in five cancelled since. */
async function seedRecurring(db, churchId, count, reasons) {
  await db.execute(sql`
    with u as (select array_agg(id) as ids from usuario where igreja_id = ${churchId})
    insert into doacao_recorrente (igreja_id, usuario_id, pagamento_motivo_id, valor, moeda, recorrencia_dias, status,
      id_gateway_pagamento, cartao_token, bandeira, ultimos_digitos, idioma, criado_em, cancelado_em)
    select ${churchId}::int, u.ids[1 + g % array_length(u.ids, 1)], ${reasons[0]}, 5000, 'BRL', 30,
      case when g % 5 = 0 then 'cancelada' else 'ativa' end, 1, 'tok_bench_' || g, 'visa', '1111', 'pt-BR', s.at,
      case when g % 5 = 0 then s.at + (g % 300) * interval '1 day' end
    from generate_series(1, ${count}) g, u,
      lateral (select timestamptz '2024-01-01' + ((g::bigint * 7919) % (3 * 365)) * interval '1 day' as at) s`);
}

/** A cash batch per Sunday of 2025 and 2026 with ten lines; all committed but the last four. */
async function seedCash(db, churchId, reasons) {
  const reasonArray = sql.raw(`array[${reasons.join(',')}]`);
  await db.execute(sql`
    with l as (
      insert into oferta_lote (igreja_id, data, contado_por_conta_id)
      select ${churchId}::int, d::date, 1 from generate_series(date '2025-01-05', date '2026-11-29', interval '7 days') d returning id
    )
    insert into oferta_lote_item (igreja_id, id_lote, id_pagamento_motivo, metodo, valor, criado_por_conta_id)
    select ${churchId}::int, l.id, (${reasonArray})[1 + k % ${reasons.length}], 'dinheiro', 500 + (l.id * 31 + k * 17) % 20000, 1
    from l cross join generate_series(1, 10) k`);
  await db.execute(sql`
    update oferta_lote set estado = 'confirmado', confirmado_por_conta_id = 1, confirmado_em = now()
    where igreja_id = ${churchId} and data < date '2026-11-01'`);
}

export async function seedFinance(db, { churchId, payments, previousYearPayments, recurring, otherChurchIds, otherPayments }) {
  const reasons = await seedCatalogue(db, churchId, 12);
  await seedPayments(db, churchId, payments, 2026, reasons, `B${churchId}`);
  await seedPayments(db, churchId, previousYearPayments, 2025, reasons, `A${churchId}`);
  await seedRecurring(db, churchId, recurring, reasons);
  await seedCash(db, churchId, reasons);
  for (const id of otherChurchIds) {
    const theirs = await seedCatalogue(db, id, 4);
    await seedPayments(db, id, otherPayments, 2026, theirs, `B${id}`);
    await seedCash(db, id, theirs);
  }
}
