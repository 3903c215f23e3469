import {
  GROUPS_LIST_MAX,
  MEETINGS_LIST_MAX,
  type TGroupAudience,
  type TGroupDetail,
  type TGroupList,
  type TGroupSummary,
  type TMeeting,
  type TMeetingDetail,
} from '@congrega/contract/groups';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { cachedPublicRead } from '../../core/public-reads.ts';
import { isStaff } from '../../core/roles.repository.ts';
import { assertHostSlug, viewerOf } from './groups-access.ts';
import { findGroup, findMembership, listGroups, listNeighbourhoods, type GroupFilter, type GroupRow } from './groups.repository.ts';
import { leadersOf, type LeaderRow } from './leaders.repository.ts';
import { meetingEditable } from './meeting-rules.ts';
import { meetingAttendance } from './meetings.repository.ts';
import { findMeeting, listMeetings } from './studies.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Groups are public to everyone at the church (name, leader's name, schedule, address). Their meetings are for the
 * group's members, its leader and the church's staff: anyone else gets 404 MEETING_NOT_FOUND, as for a missing one.
 * Each use case is one church transaction.
 */

type Leaders = Map<number, LeaderRow[]>;
const person = (l: LeaderRow) => ({ nome: `${l.nome} ${l.sobrenome}`.trim(), imagem: l.imagem });

/** `lider` is the first of `lideres` (the spec's one leader; a cell may have several). */
function toSummary(row: GroupRow, leaders: Leaders): TGroupSummary {
  const lideres = (leaders.get(row.id) ?? []).map(person);
  return {
    id: row.id,
    nome: row.nome,
    publico: row.publico as TGroupAudience,
    diaSemana: row.diaSemana,
    horario: row.horario,
    bairro: row.bairro,
    cidade: row.cidade,
    imagem: row.imagem,
    latitude: row.latitude,
    longitude: row.longitude,
    lider: lideres[0] ?? null,
    lideres,
    membro: row.membro,
    solicitacaoPendente: row.solicitacaoPendente,
  };
}

/**
 * GET /igreja/{slug}/celula/: the church's groups. A visitor's list without a text search is the same for every
 * visitor: it is the church's cached public read (core/public-reads.ts; ended by the console's writes, an answered
 * join request, a leader's profile change or erasure). A member's marks (member of, request pending) are theirs.
 */
export async function getGroupList(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  auth: AuthContext | null,
  query: Omit<GroupFilter, 'onlyOf'> & { usuario?: '0' | '1' | undefined },
): Promise<TGroupList> {
  assertHostSlug(church, slug);
  const mine = query.usuario === '1';
  if (mine && !auth) throw new AppError('UNAUTHENTICATED', {}, { status: 401 });
  const read = () =>
    app.database.withChurch(church.id, async (tx) => {
      const viewer = mine ? await requireMember(tx, auth!) : await viewerOf(tx, church.id, auth);
      const { publico, diaSemana, bairro, busca } = query;
      const rows = await listGroups(
        tx,
        church.id,
        { publico, diaSemana, bairro, busca, onlyOf: mine ? viewer : undefined },
        viewer,
        GROUPS_LIST_MAX,
      );
      const [leaders, bairros] = await Promise.all([
        leadersOf(
          tx,
          church.id,
          rows.map((r) => r.id),
        ),
        listNeighbourhoods(tx, church.id),
      ]);
      return { celulas: rows.map((r) => toSummary(r, leaders)), bairros };
    });
  // A neighbourhood is typed, an open set of values (PUBLIC_READ_PAGES): read each time, as a search is.
  if (auth || query.busca || query.bairro) return read();
  const key = `list:${query.publico ?? ''}:${query.diaSemana ?? ''}:${query.bairro ?? ''}`;
  return cachedPublicRead(app, church.id, 'groups', key, async () => ({ value: await read() }));
}

/** GET /celula/{id}: a group; a visitor's is the church's cached public read, a member's says whether they lead it. */
export async function getGroupDetail(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  id: number,
): Promise<TGroupDetail> {
  const read = () =>
    app.database.withChurch(church.id, async (tx) => {
      const viewer = await viewerOf(tx, church.id, auth);
      const row = await findGroup(tx, church.id, id, viewer);
      if (!row) return undefined;
      const { cep, logradouro, numero, complemento, bairro, cidade, estado } = row;
      return {
        ...toSummary(row, await leadersOf(tx, church.id, [row.id])),
        descricao: row.descricao,
        responsavel: row.responsavel,
        endereco: { cep, logradouro, numero, complemento, bairro, cidade, estado },
        quantidadeMembros: row.quantidadeMembros,
        souLider: row.souLider,
      };
    });
  const detail = auth
    ? await read()
    : await cachedPublicRead(app, church.id, 'groups', `detail:${id}`, async () => ({ value: await read() }));
  if (!detail) throw new AppError('GROUP_NOT_FOUND');
  return detail;
}

/**
 * The group exists (else 404 GROUP_NOT_FOUND) and the caller leads it, belongs to it or is staff (else 404
 * MEETING_NOT_FOUND). Answers whether they see who came (the leader and staff; not the other members).
 */
async function requireMeetingAccess(
  tx: Tx,
  churchId: number,
  auth: AuthContext,
  celulaId: number,
): Promise<{ seesAttendance: boolean; staff: boolean }> {
  const usuarioId = await requireMember(tx, auth);
  const group = await findMembership(tx, churchId, celulaId, usuarioId);
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  const staff = await isStaff(tx, churchId, auth.contaId);
  if (group.lider) return { seesAttendance: true, staff };
  if (!group.membro && !staff) throw new AppError('MEETING_NOT_FOUND');
  return { seesAttendance: staff, staff };
}

type MeetingRow = Awaited<ReturnType<typeof listMeetings>>[number];
function toMeeting(row: MeetingRow): TMeeting {
  return {
    id: row.id,
    idCelula: row.celulaId,
    dataInicio: row.dataInicio.toISOString(),
    dataFim: row.dataFim?.toISOString() ?? null,
    tema: row.tema,
    estudo: row.estudoId === null || row.estudoTitulo === null ? null : { id: row.estudoId, titulo: row.estudoTitulo },
    presentes: row.presentes,
    visitantes: row.visitantes,
  };
}

export async function getMeetings(app: FastifyInstance, church: TenantChurch, auth: AuthContext, celulaId: number) {
  return app.database.withChurch(church.id, async (tx) => {
    await requireMeetingAccess(tx, church.id, auth, celulaId);
    return { reunioes: (await listMeetings(tx, church.id, celulaId, MEETINGS_LIST_MAX)).map(toMeeting) };
  });
}

export async function getMeetingDetail(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  celulaId: number,
  meetingId: number,
): Promise<TMeetingDetail> {
  return app.database.withChurch(church.id, async (tx) => {
    const { seesAttendance, staff } = await requireMeetingAccess(tx, church.id, auth, celulaId);
    const row = await findMeeting(tx, church.id, celulaId, meetingId);
    if (!row) throw new AppError('MEETING_NOT_FOUND');
    const presencas = seesAttendance
      ? (await meetingAttendance(tx, church.id, meetingId)).map((p) => ({
          usuarioId: p.usuarioId,
          nome: `${p.nome} ${p.sobrenome}`.trim(),
          presente: p.presente,
        }))
      : null;
    return {
      ...toMeeting(row),
      observacao: row.observacao,
      celula: row.celulaNome,
      nomesVisitantes: seesAttendance ? row.nomesVisitantes : [],
      presencas,
      editavel: seesAttendance && meetingEditable(row.criadoEm, staff),
    };
  });
}
