import type { TPeopleSort, TSortDir } from '@congrega/contract/admin/people';
import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likePrefix, likeText } from '../../lib/like-text.ts';
import { usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { congregacao } from '../church/church.schema.ts';

/** SQL of the People area: the church's client accounts, searched and listed in name or joining order. */
export interface PeopleFilter {
  q?: string;
  congregacao?: number;
}

/**
 * The search's members: congrega_people_match() (migration 0026) runs the match on its trigram indexes, church first,
 * and answers ids (row-level security would keep ILIKE off any index here). Letters: the name or e-mail contains
 * them, or starts with them when fewer than three (no trigram to look up); otherwise (3+ digits, any punctuation):
 * the digits of the CPF or the phone contain them.
 */
function match(f: PeopleFilter): SQL | undefined {
  if (!f.q) return undefined;
  const digits = f.q.replace(/\D/g, '');
  const byDigits = !/\p{L}/u.test(f.q) && digits.length >= 3;
  const pattern = byDigits ? `%${digits}%` : [...f.q].length < 3 ? likePrefix(f.q) : likeText(f.q);
  return sql`${usuario.id} in (select congrega_people_match(${pattern}, ${byDigits}))`;
}

function where(churchId: number, f: PeopleFilter): SQL | undefined {
  return and(eq(usuario.igrejaId, churchId), f.congregacao === undefined ? undefined : eq(usuario.congregacaoId, f.congregacao), match(f));
}

/** Each order is one of the church's indexes (usuario_nome_idx, usuario_criado_idx), read either way. */
const ORDER_COLUMNS = { name: [usuario.nome, usuario.sobrenome, usuario.id], joined: [usuario.criadoEm, usuario.id] };
const order = (sort: TPeopleSort, dir: TSortDir) => ORDER_COLUMNS[sort].map((c) => (dir === 'asc' ? asc(c) : desc(c)));

const summary = {
  usuarioId: usuario.id,
  nome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`,
  email: usuario.email,
  telefone: usuario.telefone,
  congregacaoId: usuario.congregacaoId,
  flagAtivo: usuario.flagAtivo,
  criadoEm: usuario.criadoEm,
};
export type PersonSummaryRow = Omit<Awaited<ReturnType<typeof searchPeople>>['rows'][number], 'total'>;

/** The church's congregations, in name order (the list's filter and its rows' names). */
export function listCongregations(tx: Tx, churchId: number) {
  return tx
    .select({ id: congregacao.id, nome: congregacao.nome })
    .from(congregacao)
    .where(eq(congregacao.igrejaId, churchId))
    .orderBy(asc(congregacao.nome), asc(congregacao.id));
}

/**
 * One page and the total matched. A search counts its matches in the same statement (a window count over the few
 * it found); the whole list pages on its order's index and counts on the church's (both in one flight).
 */
export async function searchPeople(
  tx: Tx,
  churchId: number,
  f: PeopleFilter,
  sort: { sort: TPeopleSort; dir: TSortDir },
  page: { offset: number; limit: number },
) {
  const cond = where(churchId, f);
  const list = () =>
    tx
      .select({ ...summary, total: (f.q ? sql`count(*) over()` : sql`0`).mapWith(Number) })
      .from(usuario)
      .where(cond)
      .orderBy(...order(sort.sort, sort.dir))
      .offset(page.offset)
      .limit(page.limit);
  const countAll = async () => (await tx.select({ n: count() }).from(usuario).where(cond))[0]?.n ?? 0;
  if (!f.q) {
    const [rows, total] = await Promise.all([list(), countAll()]);
    return { rows, total };
  }
  const rows = await list();
  if (rows.length || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  return { rows, total: await countAll() }; // a page past the end
}

/** One page of the export after `afterId` (keyset paging: constant work per page, whatever the church's size). */
export function peopleAfter(tx: Tx, churchId: number, f: PeopleFilter, afterId: number, limit: number) {
  return tx
    .select({ ...summary, congregacaoNome: congregacao.nome, cidade: usuario.cidade, estado: usuario.estado })
    .from(usuario)
    .leftJoin(congregacao, and(eq(congregacao.igrejaId, usuario.igrejaId), eq(congregacao.id, usuario.congregacaoId)))
    .where(and(where(churchId, f), gt(usuario.id, afterId)))
    .orderBy(asc(usuario.id))
    .limit(limit);
}
export async function findPerson(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      ...summary,
      congregacaoNome: congregacao.nome,
      sobrenome: usuario.sobrenome,
      cpf: usuario.cpf,
      dataNascimento: usuario.dataNascimento,
      sexo: usuario.sexo,
      estadoCivil: usuario.estadoCivil,
      ocupacao: usuario.ocupacao,
      cep: usuario.cep,
      logradouro: usuario.logradouro,
      numero: usuario.numero,
      complemento: usuario.complemento,
      bairro: usuario.bairro,
      cidade: usuario.cidade,
      estado: usuario.estado,
      pais: usuario.pais,
      camposPersonalizados: usuario.camposPersonalizados,
    })
    .from(usuario)
    .leftJoin(congregacao, and(eq(congregacao.igrejaId, usuario.igrejaId), eq(congregacao.id, usuario.congregacaoId)))
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, id)))
    .limit(1);
  if (!row) return undefined;
  const roles = await tx
    .select({ role: usuarioRole.role })
    .from(usuarioRole)
    .where(and(eq(usuarioRole.igrejaId, churchId), eq(usuarioRole.usuarioId, id)));
  return { ...row, roles: roles.map((r) => r.role) };
}

/** Whether the client account is one of the church's members (a person's sub-resources answer 404 otherwise). */
export async function personExists(tx: Tx, churchId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, id)))
    .limit(1);
  return rows.length > 0;
}
