import type { TJoinRequest, TJoinRequestForLeader, TJoinRequestStatus } from '@congrega/contract/groups';
import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { publicReadsChanged } from '../../core/public-reads.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { isStaff } from '../../core/roles.repository.ts';
import { notifyMember, queuePushSweep } from '../notifications/notifications.public.ts';
import { assertHostSlug } from './groups-access.ts';
import { queueGroupMail } from './groups.jobs.ts';
import { groupNotice } from './groups-mail.ts';
import { isLeaderOf, leaderIdsOf } from './leaders.repository.ts';
import {
  answerJoinRequest,
  findJoinRequest,
  findMembership,
  findPerson,
  insertJoinRequest,
  listPendingRequests,
} from './groups.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Join requests (spec section 4, "Group participation"). Decided rules: one open request per member and group (the
 * database's partial unique index holds it under concurrency); the leaders and members cannot ask; every leader of
 * the group is told of a new request (in-app notice and e-mail), and any of them or the church's staff answer, anyone else gets 404 GROUP_REQUEST_NOT_FOUND; an answered request cannot be answered
 * again (409). Notifications are written in the same transaction, in the church's language; e-mails are queued
 * after it committed.
 */
const NOTICE_TYPE = 'CELULA';

const fullName = (p: { nome: string; sobrenome: string }) => `${p.nome} ${p.sobrenome}`.trim();

export async function requestToJoin(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  slug: string,
  body: { idCelula: number; mensagem?: string | undefined },
): Promise<TJoinRequest> {
  assertHostSlug(church, slug);
  const locale = matchLocale(church.idioma) ?? 'en';
  const created = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const group = await findMembership(tx, church.id, body.idCelula, usuarioId);
    if (!group) throw new AppError('GROUP_NOT_FOUND');
    if (group.membro) throw new AppError('GROUP_ALREADY_MEMBER', {}, { status: 409 });
    if (!group.aceitaSolicitacoes) throw new AppError('GROUP_CLOSED');
    if (group.capacidade !== null && group.membros >= group.capacidade) throw new AppError('GROUP_FULL');
    const row = await insertJoinRequest(tx, church.id, { celulaId: group.id, usuarioId, mensagem: body.mensagem || null });
    if (!row) throw new AppError('GROUP_REQUEST_PENDING', {}, { status: 409 });
    const leaders = await leaderIdsOf(tx, church.id, group.id);
    if (leaders.length) {
      const person = (await findPerson(tx, church.id, usuarioId))!;
      const notice = groupNotice('request', locale, {
        churchName: church.nome,
        groupName: group.nome,
        personName: fullName(person),
        contact: { email: person.email, telefone: person.telefone },
      });
      for (const leader of leaders) {
        await notifyMember(tx, church, { usuarioId: leader, tipo: NOTICE_TYPE, idEntidadeRelacionada: group.id, ...notice });
      }
    }
    return { ...row, leaders };
  });
  for (const leaderId of created.leaders)
    await queueGroupMail(app, { churchId: church.id, requestId: created.id, kind: 'request', leaderId });
  await queuePushSweep(app, church.id); // the leaders' notices (when the group has any), pushed now
  return { id: created.id, idCelula: created.celulaId, status: 'pendente', dataCadastro: created.criadoEm.toISOString() };
}

export async function getPendingRequests(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  celulaId: number,
): Promise<{ solicitacoes: TJoinRequestForLeader[] }> {
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const group = await findMembership(tx, church.id, celulaId, usuarioId);
    if (!group) throw new AppError('GROUP_NOT_FOUND');
    if (!group.lider && !(await isStaff(tx, church.id, auth.contaId))) throw new AppError('FORBIDDEN', {}, { status: 403 });
    const rows = await listPendingRequests(tx, church.id, celulaId);
    return {
      solicitacoes: rows.map((r) => ({
        id: r.id,
        idCelula: r.celulaId,
        status: r.status as TJoinRequestStatus,
        dataCadastro: r.criadoEm.toISOString(),
        nome: fullName(r),
        email: r.email,
        telefone: r.telefone,
        mensagem: r.mensagem,
      })),
    };
  });
}

export async function answerRequest(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  slug: string,
  id: number,
  status: 'aceita' | 'recusada',
): Promise<TJoinRequest> {
  assertHostSlug(church, slug);
  const locale = matchLocale(church.idioma) ?? 'en';
  const answered = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const request = await findJoinRequest(tx, church.id, id);
    const allowed =
      request && ((await isLeaderOf(tx, church.id, request.celulaId, usuarioId)) || (await isStaff(tx, church.id, auth.contaId)));
    if (!request || !allowed) throw new AppError('GROUP_REQUEST_NOT_FOUND');
    if (request.status !== 'pendente' || !(await answerJoinRequest(tx, church.id, id, status, usuarioId))) {
      throw new AppError('GROUP_REQUEST_ANSWERED', {}, { status: 409 });
    }
    const person = (await findPerson(tx, church.id, request.usuarioId))!;
    const notice = groupNotice(status, locale, { churchName: church.nome, groupName: request.celulaNome, personName: fullName(person) });
    await notifyMember(tx, church, {
      usuarioId: request.usuarioId,
      tipo: NOTICE_TYPE,
      idEntidadeRelacionada: request.celulaId,
      ...notice,
    });
    return request;
  });
  if (status === 'aceita') await publicReadsChanged(app, church.id, 'groups'); // a member more on the group's page
  await queueGroupMail(app, { churchId: church.id, requestId: id, kind: status });
  await queuePushSweep(app, church.id); // the answer's notice, pushed now
  return { id, idCelula: answered.celulaId, status, dataCadastro: answered.criadoEm.toISOString() };
}
