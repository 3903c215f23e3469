import { DUPLICATES_MAX, type TDuplicateReason } from '@congrega/contract/admin/people-merge';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';

/**
 * Pairs of the church's active members that look like one person (People "merge duplicates"): the same full name
 * (case, accents and spacing aside) with the same birth date, phone (its digits, a Brazilian number with or without
 * its +55) or house (CEP and number); or the same
 * phone and birth date under two spellings of a name. Two equality joins (each a hash join over the church's
 * members, whatever their number), never a comparison of every pair; the same name alone is not enough (two
 * "Maria Silva" are often two people).
 */
export interface DuplicateSideRow {
  usuarioId: number;
  nome: string;
  email: string;
  telefone: string | null;
  dataNascimento: string | null;
  criadoEm: Date | string;
}
export interface DuplicatePairRow {
  a: DuplicateSideRow;
  b: DuplicateSideRow;
  motivos: TDuplicateReason[];
}

export async function findDuplicatePairs(tx: Tx, churchId: number): Promise<DuplicatePairRow[]> {
  const result = await tx.execute(sql`
    with m as (
      select id, trim(nome || ' ' || sobrenome) as nome, email, telefone, data_nascimento, criado_em,
        regexp_replace(translate(lower(trim(nome || ' ' || sobrenome)), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'),
          '[[:space:]]+', ' ', 'g') as chave,
        nullif(regexp_replace(regexp_replace(coalesce(telefone, ''), '[^0-9]', '', 'g'), '^55([0-9]{10,11})$', '\\1'), '') as fone,
        case when cep is not null and numero is not null and trim(numero) <> ''
          then regexp_replace(cep, '[^0-9]', '', 'g') || '|' || lower(trim(numero)) end as casa
      from ${usuario} where igreja_id = ${churchId} and flag_ativo
    ),
    pares as (
      select a.id as a_id, b.id as b_id from m a join m b on b.chave = a.chave and b.id > a.id
      union
      select a.id, b.id from m a join m b on b.fone = a.fone and b.data_nascimento = a.data_nascimento and b.id > a.id
    ),
    motivos as (
      select a.id as a_id, b.id as b_id, array_remove(array[
          case when a.chave = b.chave and a.data_nascimento = b.data_nascimento then 'nomeNascimento' end,
          case when a.chave = b.chave and a.fone = b.fone then 'nomeTelefone' end,
          case when a.chave = b.chave and a.casa = b.casa then 'nomeEndereco' end,
          case when a.fone = b.fone and a.data_nascimento = b.data_nascimento then 'telefoneNascimento' end
        ], null) as motivos
      from pares p join m a on a.id = p.a_id join m b on b.id = p.b_id
    )
    select json_build_object('usuarioId', a.id, 'nome', a.nome, 'email', a.email, 'telefone', a.telefone,
        'dataNascimento', a.data_nascimento, 'criadoEm', a.criado_em) as a,
      json_build_object('usuarioId', b.id, 'nome', b.nome, 'email', b.email, 'telefone', b.telefone,
        'dataNascimento', b.data_nascimento, 'criadoEm', b.criado_em) as b,
      x.motivos
    from motivos x join m a on a.id = x.a_id join m b on b.id = x.b_id
    where cardinality(x.motivos) > 0
    order by x.a_id, x.b_id
    limit ${DUPLICATES_MAX}`);
  return (result as unknown as { rows: DuplicatePairRow[] }).rows;
}
