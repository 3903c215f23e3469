import { and, asc, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { congregacao } from '../church/church.schema.ts';

/** SQL of the People area: the church's client accounts, searched and listed in name order. */
export interface PeopleFilter {
  q?: string;
  congregacao?: number;
}

function where(churchId: number, f: PeopleFilter): SQL | undefined {
  // Letters: a name or an e-mail; otherwise (3+ digits, any punctuation): a phone or a CPF.
  const digits = f.q?.replace(/\D/g, '') ?? '';
  const byDigits = f.q !== undefined && !/\p{L}/u.test(f.q) && digits.length >= 3;
  const text = !f.q
    ? undefined
    : byDigits
      ? or(
          sql`regexp_replace(coalesce(${usuario.cpf}, ''), '\\D', '', 'g') like ${`%${digits}%`}`,
          sql`regexp_replace(coalesce(${usuario.telefone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`,
        )
      : or(ilike(sql`${usuario.nome} || ' ' || ${usuario.sobrenome}`, likeText(f.q)), ilike(usuario.email, likeText(f.q)));
  return and(eq(usuario.igrejaId, churchId), f.congregacao === undefined ? undefined : eq(usuario.congregacaoId, f.congregacao), text);
}

const summary = {
  usuarioId: usuario.id,
  nome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`,
  email: usuario.email,
  telefone: usuario.telefone,
  congregacaoId: congregacao.id,
  congregacaoNome: congregacao.nome,
  flagAtivo: usuario.flagAtivo,
  criadoEm: usuario.criadoEm,
};
export type PersonRow = Omit<Awaited<ReturnType<typeof searchPeople>>['rows'][number], 'total'>;

export async function searchPeople(tx: Tx, churchId: number, f: PeopleFilter, page: { offset: number; limit: number }) {
  // One scan: the page and the total matched (a window count) in the same statement.
  const rows = await tx
    .select({ ...summary, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(usuario)
    .leftJoin(congregacao, and(eq(congregacao.igrejaId, usuario.igrejaId), eq(congregacao.id, usuario.congregacaoId)))
    .where(where(churchId, f))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id))
    .offset(page.offset)
    .limit(page.limit);
  if (rows.length || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: count without it.
  const [total] = await tx.select({ n: count() }).from(usuario).where(where(churchId, f));
  return { rows, total: total?.n ?? 0 };
}

/** One page of the export after `afterId` (keyset paging: constant work per page, whatever the church's size). */
export function peopleAfter(tx: Tx, churchId: number, f: PeopleFilter, afterId: number, limit: number) {
  return tx
    .select({ ...summary, cidade: usuario.cidade, estado: usuario.estado })
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
