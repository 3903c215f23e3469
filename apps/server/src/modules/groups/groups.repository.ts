import { and, asc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { celula, celulaMembro, celulaSolicitacao } from './groups.schema.ts';
import { leadsCell } from './leaders.repository.ts';

/**
 * SQL of groups, their members and join requests, run in the use case's church transaction (groups.service.ts,
 * join-requests.service.ts). Every query filters by church; row-level security enforces it again.
 */

export interface GroupFilter {
  publico?: string | undefined;
  diaSemana?: number | undefined;
  bairro?: string | undefined;
  busca?: string | undefined;
  /** Only the groups this client account leads or belongs to. */
  onlyOf?: number | undefined;
}

/** `%` and `_` typed by the user are matched literally. */
/**
 * Columns of the outer `celula` row, always qualified: drizzle leaves columns of a single-table query unqualified,
 * and inside a subquery on celula_membro an unqualified "id" would be celula_membro's own.
 */
const groupId = sql.raw('"celula"."id"');

/** The viewer leads the group or belongs to it. */
function isMemberOf(usuarioId: number | undefined): SQL<boolean> {
  if (usuarioId === undefined) return sql<boolean>`false`;
  return sql<boolean>`(${leadsCell(usuarioId)} or exists (select 1 from ${celulaMembro} where ${celulaMembro.celulaId} = ${groupId} and ${celulaMembro.usuarioId} = ${usuarioId}))`;
}

function isLeader(usuarioId: number | undefined): SQL<boolean> {
  return usuarioId === undefined ? sql<boolean>`false` : leadsCell(usuarioId);
}

function hasPendingRequest(usuarioId: number | undefined): SQL<boolean> {
  if (usuarioId === undefined) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${celulaSolicitacao} where ${celulaSolicitacao.celulaId} = ${groupId} and ${celulaSolicitacao.usuarioId} = ${usuarioId} and ${celulaSolicitacao.status} = 'pendente')`;
}

const groupColumns = (viewer: number | undefined) => ({
  id: celula.id,
  nome: celula.nome,
  publico: celula.publico,
  diaSemana: celula.diaSemana,
  horario: celula.horario,
  bairro: celula.bairro,
  cidade: celula.cidade,
  imagem: celula.imagem,
  latitude: celula.latitude,
  longitude: celula.longitude,
  membro: isMemberOf(viewer),
  souLider: isLeader(viewer),
  solicitacaoPendente: hasPendingRequest(viewer),
});
export type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

export async function listGroups(tx: Tx, churchId: number, filter: GroupFilter, viewer: number | undefined, limit: number) {
  const where = and(
    eq(celula.igrejaId, churchId),
    eq(celula.flagAtivo, true),
    filter.publico ? eq(celula.publico, filter.publico) : undefined,
    filter.diaSemana !== undefined ? eq(celula.diaSemana, filter.diaSemana) : undefined,
    filter.bairro
      ? ilike(
          celula.bairro,
          filter.bairro.replace(/[\\%_]/g, (c) => `\\${c}`),
        )
      : undefined,
    filter.busca
      ? or(
          ilike(celula.nome, likeText(filter.busca)),
          ilike(celula.bairro, likeText(filter.busca)),
          ilike(celula.descricao, likeText(filter.busca)),
        )
      : undefined,
    filter.onlyOf !== undefined ? isMemberOf(filter.onlyOf) : undefined,
  );
  return tx
    .select(groupColumns(viewer))
    .from(celula)
    .where(where)
    .orderBy(asc(celula.diaSemana), asc(celula.horario), asc(celula.nome), asc(celula.id))
    .limit(limit);
}

/** The distinct neighbourhoods of the church's active groups, alphabetically. */
export async function listNeighbourhoods(tx: Tx, churchId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ bairro: celula.bairro })
    .from(celula)
    .where(and(eq(celula.igrejaId, churchId), eq(celula.flagAtivo, true), isNotNull(celula.bairro)))
    .orderBy(asc(celula.bairro));
  return rows.map((r) => r.bairro!);
}

export async function findGroup(tx: Tx, churchId: number, id: number, viewer: number | undefined) {
  const [row] = await tx
    .select({
      ...groupColumns(viewer),
      descricao: celula.descricao,
      responsavel: celula.responsavel,
      cep: celula.cep,
      logradouro: celula.logradouro,
      numero: celula.numero,
      complemento: celula.complemento,
      estado: celula.estado,
      quantidadeMembros: sql<number>`(select count(*)::int from ${celulaMembro} where ${celulaMembro.celulaId} = ${groupId})`,
    })
    .from(celula)
    .where(and(eq(celula.igrejaId, churchId), eq(celula.id, id), eq(celula.flagAtivo, true)))
    .limit(1);
  return row;
}

/** Whether `usuarioId` leads the group (`lider`), or leads or belongs to it (`membro`); undefined: no such group. */
export async function findMembership(tx: Tx, churchId: number, celulaId: number, usuarioId: number) {
  const [row] = await tx
    .select({
      id: celula.id,
      nome: celula.nome,
      lider: leadsCell(usuarioId),
      membro: isMemberOf(usuarioId),
      aceitaSolicitacoes: celula.flagAceitaSolicitacao,
      capacidade: celula.capacidade,
      membros: sql<number>`(select count(*)::int from ${celulaMembro} where ${celulaMembro.celulaId} = ${groupId})`,
    })
    .from(celula)
    .where(and(eq(celula.igrejaId, churchId), eq(celula.id, celulaId), eq(celula.flagAtivo, true)))
    .limit(1);
  return row;
}

/** Records a pending request; undefined when one is already open (the partial unique index decides, race-free). */
export async function insertJoinRequest(
  tx: Tx,
  churchId: number,
  values: { celulaId: number; usuarioId: number; mensagem: string | null },
) {
  const [row] = await tx
    .insert(celulaSolicitacao)
    .values({ ...values, igrejaId: churchId })
    .onConflictDoNothing()
    .returning({
      id: celulaSolicitacao.id,
      celulaId: celulaSolicitacao.celulaId,
      status: celulaSolicitacao.status,
      criadoEm: celulaSolicitacao.criadoEm,
    });
  return row;
}

/** A request with its group's name (the caller's right to answer it is checked on the group's leaders). */
export async function findJoinRequest(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      id: celulaSolicitacao.id,
      celulaId: celulaSolicitacao.celulaId,
      usuarioId: celulaSolicitacao.usuarioId,
      status: celulaSolicitacao.status,
      criadoEm: celulaSolicitacao.criadoEm,
      celulaNome: celula.nome,
    })
    .from(celulaSolicitacao)
    .innerJoin(celula, and(eq(celula.id, celulaSolicitacao.celulaId), eq(celula.igrejaId, churchId)))
    .where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.id, id)))
    .limit(1);
  return row;
}

/** Answers a request still pending (false when it was answered meanwhile); an acceptance adds the member. */
export async function answerJoinRequest(tx: Tx, churchId: number, id: number, status: 'aceita' | 'recusada', by: number): Promise<boolean> {
  const rows = await tx
    .update(celulaSolicitacao)
    .set({ status, respondidoPor: by, respondidoEm: sql`now()` })
    .where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.id, id), eq(celulaSolicitacao.status, 'pendente')))
    .returning({ celulaId: celulaSolicitacao.celulaId, usuarioId: celulaSolicitacao.usuarioId });
  const row = rows[0];
  if (!row) return false;
  if (status === 'aceita') {
    await tx.insert(celulaMembro).values({ igrejaId: churchId, celulaId: row.celulaId, usuarioId: row.usuarioId }).onConflictDoNothing();
  }
  return true;
}

/** Pending requests of a group with the requester's name and contact, oldest first. */
export async function listPendingRequests(tx: Tx, churchId: number, celulaId: number) {
  return tx
    .select({
      id: celulaSolicitacao.id,
      celulaId: celulaSolicitacao.celulaId,
      status: celulaSolicitacao.status,
      criadoEm: celulaSolicitacao.criadoEm,
      mensagem: celulaSolicitacao.mensagem,
      nome: usuario.nome,
      sobrenome: usuario.sobrenome,
      email: usuario.email,
      telefone: usuario.telefone,
    })
    .from(celulaSolicitacao)
    .innerJoin(usuario, and(eq(usuario.id, celulaSolicitacao.usuarioId), eq(usuario.igrejaId, churchId)))
    .where(
      and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.celulaId, celulaId), eq(celulaSolicitacao.status, 'pendente')),
    )
    .orderBy(asc(celulaSolicitacao.criadoEm), asc(celulaSolicitacao.id));
}

/** Name and contact of a client account (the requester in the leader's e-mail and notification). */
export async function findPerson(tx: Tx, churchId: number, usuarioId: number) {
  const [row] = await tx
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email, telefone: usuario.telefone })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)))
    .limit(1);
  return row;
}
