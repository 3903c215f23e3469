import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { staffGrant } from '../admin/admin.schema.ts';
import { oracaoCuidado, oracaoCuidadoNota } from './prayer-moderation.schema.ts';
import { oracao, oracaoMotivo } from './prayer.schema.ts';

/**
 * SQL of the care queue (issue 34): requests whose author asked for a call or a visit, and private ones, with their
 * follow-up row (none yet: 'novo', unassigned) and the pastoral team's private notes.
 */
const responsavel = alias(usuario, 'responsavel');
const fullName = (u: { nome: AnyPgColumn; sobrenome: AnyPgColumn }) => sql<string>`trim(${u.nome} || ' ' || ${u.sobrenome})`;

const careWhere = (churchId: number) =>
  and(
    eq(oracao.igrejaId, churchId),
    or(eq(oracao.flagReceberLigacao, true), eq(oracao.flagReceberVisita, true), eq(oracao.flagPublicarMural, false)),
  );

const careColumns = {
  idOracao: oracao.id,
  usuarioId: usuario.id,
  nome: fullName(usuario),
  email: usuario.email,
  telefone: usuario.telefone,
  mensagem: oracao.mensagem,
  motivo: oracaoMotivo.nome,
  flagPublicarMural: oracao.flagPublicarMural,
  flagReceberLigacao: oracao.flagReceberLigacao,
  flagReceberVisita: oracao.flagReceberVisita,
  status: sql<string>`coalesce(${oracaoCuidado.status}, 'novo')`,
  responsavelId: responsavel.id,
  responsavelNome: sql<string | null>`case when ${responsavel.id} is null then null else ${fullName(responsavel)} end`,
  criadoEm: oracao.criadoEm,
};
export type CareRow = Awaited<ReturnType<typeof findCare>> & object;

function careQuery(tx: Tx) {
  return tx
    .select(careColumns)
    .from(oracao)
    .innerJoin(usuario, eq(usuario.id, oracao.idUsuario))
    .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.idOracaoMotivo))
    .leftJoin(oracaoCuidado, eq(oracaoCuidado.idOracao, oracao.id))
    .leftJoin(responsavel, eq(responsavel.id, oracaoCuidado.idResponsavel));
}

/** A page of the queue, the open ones first (new, then in progress, then done), oldest first within each. */
export async function listCare(tx: Tx, churchId: number, status: string | undefined, page: { offset: number; limit: number }) {
  const statusOf = sql`coalesce(${oracaoCuidado.status}, 'novo')`;
  const where = and(careWhere(churchId), status === undefined ? undefined : sql`${statusOf} = ${status}`);
  const [rows, [total]] = await Promise.all([
    careQuery(tx)
      .where(where)
      .orderBy(sql`case ${statusOf} when 'novo' then 0 when 'em_andamento' then 1 else 2 end`, asc(oracao.criadoEm), asc(oracao.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(oracao).leftJoin(oracaoCuidado, eq(oracaoCuidado.idOracao, oracao.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCare(tx: Tx, churchId: number, id: string) {
  const [row] = await careQuery(tx)
    .where(and(careWhere(churchId), eq(oracao.id, id)))
    .limit(1);
  return row;
}

export async function saveCare(tx: Tx, churchId: number, id: string, values: { status: string; idResponsavel: number | null }) {
  await tx
    .insert(oracaoCuidado)
    .values({ igrejaId: churchId, idOracao: id, ...values })
    .onConflictDoUpdate({ target: oracaoCuidado.idOracao, set: { ...values, atualizadoEm: sql`now()` } });
}

export function listCareNotes(tx: Tx, churchId: number, id: string) {
  return tx
    .select({ id: oracaoCuidadoNota.id, texto: oracaoCuidadoNota.texto, autor: fullName(usuario), criadoEm: oracaoCuidadoNota.criadoEm })
    .from(oracaoCuidadoNota)
    .leftJoin(usuario, eq(usuario.id, oracaoCuidadoNota.idAutor))
    .where(and(eq(oracaoCuidadoNota.igrejaId, churchId), eq(oracaoCuidadoNota.idOracao, id)))
    .orderBy(desc(oracaoCuidadoNota.criadoEm), desc(oracaoCuidadoNota.id));
}

export async function insertCareNote(tx: Tx, churchId: number, values: { idOracao: string; idAutor: number | null; texto: string }) {
  const [row] = await tx
    .insert(oracaoCuidadoNota)
    .values({ igrejaId: churchId, ...values })
    .returning({ id: oracaoCuidadoNota.id, criadoEm: oracaoCuidadoNota.criadoEm });
  return row!;
}

/**
 * The pastoral team one may assign: active members holding an unexpired pastoral grant, or the spec's admin roles
 * (a church admin holds pastoral admin through ROLE_ADMIN), by name.
 */
export function listPastoralTeam(tx: Tx, churchId: number) {
  const granted = tx
    .select({ id: staffGrant.usuarioId })
    .from(staffGrant)
    .where(
      and(
        eq(staffGrant.igrejaId, churchId),
        eq(staffGrant.area, 'pastoral'),
        or(isNull(staffGrant.expiresAt), gt(staffGrant.expiresAt, sql`now()`)),
      ),
    );
  const roles = tx
    .select({ id: usuarioRole.usuarioId })
    .from(usuarioRole)
    .where(and(eq(usuarioRole.igrejaId, churchId), inArray(usuarioRole.role, ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'])));
  return tx
    .select({ usuarioId: usuario.id, nome: fullName(usuario) })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.flagAtivo, true), or(inArray(usuario.id, granted), inArray(usuario.id, roles))))
    .orderBy(asc(usuario.nome), asc(usuario.id));
}
