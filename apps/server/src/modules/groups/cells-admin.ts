import type { z } from 'zod';
import type {
  TAdminCell,
  TAdminCellRequestPage,
  TAdminCellSettings,
  TAdminCellSummary,
  TAdminStudy,
  ZAdminCellBody,
  ZAdminCellSettingsBody,
  ZAdminStudyBody,
} from '@congrega/contract/admin/cells';
import type { TGroupAudience, TJoinRequestStatus } from '@congrega/contract/groups';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  addMembership,
  findActiveMembersByEmail,
  findAdminCell,
  findCellSettings,
  insertCell,
  listAdminCells,
  listAdminRequests,
  listCellMembers,
  removeMembership,
  saveCellSettings,
  updateCell,
  type AdminCellSummaryRow,
  type CellValues,
} from './cells-admin.repository.ts';
import { leadersOf, setLeaders, type LeaderRow } from './leaders.repository.ts';
import { findStudyConfig } from './studies.repository.ts';
import {
  findAdminStudy,
  insertStudy,
  listAdminStudies,
  saveStudyConfig,
  updateStudy,
  type AdminStudyRow,
} from './studies-admin.repository.ts';

/**
 * The staff console's use cases on cells, studies and their settings, each run in the console's audited church
 * transaction (admin/cells-admin.service.ts decides the scope and writes the audit). `ids` null: every cell of the
 * church; else only those (the caller's scoped grants). A cell out of scope answers 404 GROUP_NOT_FOUND, as a missing one.
 */
export const DEFAULT_REMINDER_DAYS = 3;
const STUDY_LIST_MAX = 200;
const fullName = (p: { nome: string | null; sobrenome: string | null }) => `${p.nome ?? ''} ${p.sobrenome ?? ''}`.trim();

const leaderRef = (l: LeaderRow) => ({ usuarioId: l.usuarioId, nome: fullName(l), email: l.email });

function toSummary(r: AdminCellSummaryRow, leaders: Map<number, LeaderRow[]>): TAdminCellSummary {
  return {
    id: r.id,
    nome: r.nome,
    publico: r.publico as TGroupAudience,
    diaSemana: r.diaSemana,
    horario: r.horario,
    bairro: r.bairro,
    lideres: (leaders.get(r.id) ?? []).map(leaderRef),
    capacidade: r.capacidade,
    aceitaSolicitacoes: r.aceitaSolicitacoes,
    flagAtivo: r.flagAtivo,
    membros: r.membros,
    pendentes: r.pendentes,
  };
}

export async function adminCells(tx: Tx, churchId: number, ids: number[] | null): Promise<TAdminCellSummary[]> {
  const rows = await listAdminCells(tx, churchId, ids);
  const leaders = await leadersOf(
    tx,
    churchId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, leaders));
}

export async function adminCell(tx: Tx, churchId: number, ids: number[] | null, id: number): Promise<TAdminCell> {
  const row = ids === null || ids.includes(id) ? await findAdminCell(tx, churchId, id) : undefined;
  if (!row) throw new AppError('GROUP_NOT_FOUND');
  const members = await listCellMembers(tx, churchId, id);
  const { descricao, responsavel, cep, logradouro, numero, complemento, cidade, estado, latitude, longitude } = row;
  return {
    ...toSummary(row, await leadersOf(tx, churchId, [id])),
    descricao,
    responsavel,
    cep,
    logradouro,
    numero,
    complemento,
    cidade,
    estado,
    latitude,
    longitude,
    participantes: members.map((m) => ({
      usuarioId: m.usuarioId,
      nome: fullName(m),
      email: m.email,
      telefone: m.telefone,
      desde: m.desde.toISOString(),
    })),
  };
}

type CellBody = z.output<typeof ZAdminCellBody>;

/** The leaders' client accounts, in the body's order, each once; an e-mail of no active member: 422 on its index. */
async function leaderIds(tx: Tx, churchId: number, emails: string[]): Promise<number[]> {
  const found = await findActiveMembersByEmail(tx, churchId, emails);
  const missing = emails.findIndex((e) => !found.has(e.toLowerCase()));
  if (missing >= 0) {
    throw new AppError('GROUP_LEADER_NOT_FOUND', {}, { fields: { [`lideresEmails.${missing}`]: 'error.GROUP_LEADER_NOT_FOUND' } });
  }
  return [...new Set(emails.map((e) => found.get(e.toLowerCase())!))];
}

function cellValues(body: CellBody): CellValues {
  const { lideresEmails: _leaders, aceitaSolicitacoes, ...rest } = body;
  const blank = <T>(v: T | undefined) => (v === undefined ? null : v);
  return {
    nome: rest.nome,
    descricao: blank(rest.descricao),
    responsavel: blank(rest.responsavel),
    publico: rest.publico,
    diaSemana: rest.diaSemana,
    horario: rest.horario,
    capacidade: rest.capacidade,
    flagAceitaSolicitacao: aceitaSolicitacoes,
    flagAtivo: rest.flagAtivo,
    cep: blank(rest.cep),
    logradouro: blank(rest.logradouro),
    numero: blank(rest.numero),
    complemento: blank(rest.complemento),
    bairro: blank(rest.bairro),
    cidade: blank(rest.cidade),
    estado: blank(rest.estado),
    latitude: rest.latitude,
    longitude: rest.longitude,
  };
}

export async function createAdminCell(tx: Tx, churchId: number, body: CellBody) {
  const leaders = await leaderIds(tx, churchId, body.lideresEmails);
  const id = await insertCell(tx, churchId, cellValues(body));
  await setLeaders(tx, churchId, id, leaders);
  return adminCell(tx, churchId, null, id);
}

/**
 * `ids` not null (a leader's scoped grant): changing who leads the cell (adding, removing or reordering a leader)
 * answers 403 STAFF_FORBIDDEN; only an unscoped grant names leaders.
 */
export async function updateAdminCell(tx: Tx, churchId: number, ids: number[] | null, id: number, body: CellBody) {
  const before = await adminCell(tx, churchId, ids, id);
  const leaders = await leaderIds(tx, churchId, body.lideresEmails);
  const same = leaders.length === before.lideres.length && leaders.every((l, i) => before.lideres[i]!.usuarioId === l);
  if (ids !== null && !same) throw new AppError('STAFF_FORBIDDEN');
  await updateCell(tx, churchId, id, cellValues(body));
  if (!same) await setLeaders(tx, churchId, id, leaders);
  return { before, after: await adminCell(tx, churchId, ids, id) };
}

/** Moves a member of `from` to `to` (an active cell): 404 when either is missing or they are not in `from`. */
export async function moveCellMember(tx: Tx, churchId: number, from: number, usuarioId: number, to: number, by: number | null) {
  if (from === to) throw new AppError('GROUP_MOVE_SAME', {}, { fields: { destino: 'error.GROUP_MOVE_SAME' } });
  const target = await findAdminCell(tx, churchId, to);
  if (!(await findAdminCell(tx, churchId, from))) throw new AppError('GROUP_NOT_FOUND');
  if (!target || !target.flagAtivo) throw new AppError('GROUP_NOT_FOUND', {}, { fields: { destino: 'error.GROUP_NOT_FOUND' } });
  if (!(await removeMembership(tx, churchId, from, usuarioId))) throw new AppError('GROUP_MEMBER_NOT_FOUND');
  await addMembership(tx, churchId, to, usuarioId, by);
  return { origem: from, destino: to, usuarioId };
}

export async function adminCellRequests(
  tx: Tx,
  churchId: number,
  ids: number[] | null,
  q: { status?: TJoinRequestStatus | undefined; celula?: number | undefined; page: number; limit: number },
): Promise<TAdminCellRequestPage> {
  const { rows, total } = await listAdminRequests(tx, churchId, ids, q);
  return {
    itens: rows.map((r) => ({
      id: r.id,
      celula: { id: r.celulaId, nome: r.celulaNome },
      pessoa: { usuarioId: r.usuarioId, nome: fullName(r), email: r.email },
      mensagem: r.mensagem,
      status: r.status as TJoinRequestStatus,
      criadoEm: r.criadoEm.toISOString(),
      respondidoEm: r.respondidoEm?.toISOString() ?? null,
      respondidoPor:
        r.respondenteId === null
          ? null
          : { usuarioId: r.respondenteId, nome: fullName({ nome: r.respondenteNome, sobrenome: r.respondenteSobrenome }) },
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

const toStudy = (r: AdminStudyRow): TAdminStudy => ({ ...r, dataPublicacao: r.dataPublicacao.toISOString() });
type StudyBody = z.output<typeof ZAdminStudyBody>;
const studyValues = (b: StudyBody) => ({ ...b, resumo: b.resumo ?? null });

export async function adminStudies(tx: Tx, churchId: number): Promise<TAdminStudy[]> {
  return (await listAdminStudies(tx, churchId, STUDY_LIST_MAX)).map(toStudy);
}

export async function createAdminStudy(tx: Tx, churchId: number, body: StudyBody): Promise<TAdminStudy> {
  return toStudy(await insertStudy(tx, churchId, studyValues(body)));
}

export async function updateAdminStudy(tx: Tx, churchId: number, id: number, body: StudyBody) {
  const before = await findAdminStudy(tx, churchId, id);
  if (!before) throw new AppError('STUDY_NOT_FOUND');
  const after = (await updateStudy(tx, churchId, id, studyValues(body)))!;
  return { before: toStudy(before), after: toStudy(after) };
}

export async function cellSettings(tx: Tx, churchId: number): Promise<TAdminCellSettings> {
  const [study, cells] = [await findStudyConfig(tx, churchId), await findCellSettings(tx, churchId)];
  return { titulo: study?.titulo ?? null, descricao: study?.descricao ?? null, diasLembrete: cells?.diasLembrete ?? DEFAULT_REMINDER_DAYS };
}

export async function saveAdminCellSettings(tx: Tx, churchId: number, body: z.output<typeof ZAdminCellSettingsBody>) {
  const before = await cellSettings(tx, churchId);
  await saveStudyConfig(tx, churchId, { titulo: body.titulo ?? null, descricao: body.descricao ?? null });
  await saveCellSettings(tx, churchId, body.diasLembrete);
  return { before, after: await cellSettings(tx, churchId) };
}
