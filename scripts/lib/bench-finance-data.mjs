// Payments for the money console bench (scripts/bench-finance.mjs): one INSERT ... SELECT per table over
// generate_series, every value drawn deterministically from the row number (same data every run).
import { sql } from 'drizzle-orm';

const METHODS = ['cartao_credito', 'pix', 'pix', 'boleto', 'dinheiro', 'cartao_credito'];
const DESTINATIONS = [
  'doacao',
  'doacao',
  'doacao',
  'doacao',
  'doacao',
  'doacao',
  'doacao',
  'inscricao_evento',
  'inscricao_evento',
  'assinatura_play',
];
// 80 % paid, 5 % refunded, 10 % cancelled (expired Pix and boleto), 5 % still open.
const STATUSES = [...Array(16).fill('aprovado'), 'estornado', 'cancelado', 'cancelado', 'em_aberto'];

const arr = (xs) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
const pick = (list, expr) => sql`(${arr(list)})[(1 + (${sql.raw(expr)}) % ${list.length})::int]`;

/**
 * `count` payments at `churchId` over the three years before now: 4 in 5 by one of `memberIds`, the rest by guests
 * (doacao_convidado), one item each of one of `reasonIds`; paid ones with their paid time a minute after the order.
 */
export async function seedPayments(db, churchId, count, memberIds, reasonIds, tag) {
  const members = sql.raw(`array[${memberIds.join(',') || 'null'}]::int[]`);
  const reasons = sql.raw(`array[${reasonIds.join(',')}]::int[]`);
  await db.execute(sql`
    with n as (select g, (g::bigint * 7919) % 1000003 as h from generate_series(1, ${count}) g),
    v as (
      select g, h, ${pick(STATUSES, 'h')} as status, ${pick(METHODS, 'h / 20')} as metodo, ${pick(DESTINATIONS, 'h / 120')} as destino,
        1000 + (h % 200) * 250 as total, now() - ((h * 37) % (3 * 365 * 24 * 60)) * interval '1 minute' as criado
      from n
    ),
    p as (
      insert into pagamento (igreja_id, codigo, id_usuario, destino_tipo, descricao, metodo, id_gateway_pagamento, moeda,
        valor, taxas, total, valor_estornado, valor_parcela, status, idioma, pago_em, criado_em, atualizado_em)
      select ${churchId}, ${tag} || lpad(g::text, 9, '0'),
        case when g % 5 = 0 then null else (${members})[1 + g % ${Math.max(1, memberIds.length)}] end,
        destino, case destino when 'doacao' then 'Oferta' when 'inscricao_evento' then 'Inscrição' else 'Play' end,
        metodo, 5, 'BRL', total - total / 50, total / 50, total, case when status = 'estornado' then total else 0 end,
        total, status, 'pt_BR',
        case when status in ('aprovado', 'estornado') then criado + interval '1 minute' end, criado, criado
      from v
      returning id, id_usuario, total
    ),
    i as (
      insert into pagamento_item (igreja_id, id_pagamento, id_pagamento_motivo, valor)
      select ${churchId}, id, (${reasons})[1 + id % ${reasonIds.length}], total from p
    )
    insert into doacao_convidado (igreja_id, pagamento_id, nome, sobrenome, email)
    select ${churchId}, id, 'Visitante', 'Número ' || id, 'visita.' || id || '@example.com' from p where id_usuario is null
  `);
}

/** `count` churches beside the measured one (rows only: slug, code and name), each returned with its id. */
export async function seedChurches(db, count, prefix) {
  const r = await db.execute(sql`
    insert into igreja (slug, codigo, nome)
    select ${prefix} || g, upper(${prefix}) || g, 'Igreja ' || g from generate_series(1, ${count}) g
    returning id
  `);
  return r.rows.map((row) => row.id);
}

/** `perChurch` paid payments at each of `churchIds` (one statement), one item each without a reason. */
export async function seedOtherPayments(db, churchIds, perChurch) {
  const ids = sql.raw(`array[${churchIds.join(',')}]::int[]`);
  await db.execute(sql`
    with p as (
      insert into pagamento (igreja_id, codigo, destino_tipo, descricao, metodo, id_gateway_pagamento, moeda, valor, total,
        valor_parcela, status, idioma, pago_em, criado_em, atualizado_em)
      select c, 'O' || c || 'N' || g, 'doacao', 'Oferta', 'pix', 5, 'BRL', 5000, 5000, 5000, 'aprovado', 'pt_BR',
        now() - (g * 13) * interval '1 day', now() - (g * 13) * interval '1 day', now()
      from unnest(${ids}) c cross join generate_series(1, ${perChurch}) g
      returning id, igreja_id, total
    )
    insert into pagamento_item (igreja_id, id_pagamento, valor) select igreja_id, id, total from p
  `);
}
