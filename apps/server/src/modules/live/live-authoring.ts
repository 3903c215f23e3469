import type { TAdminLiveService, TAdminLiveServiceInput } from '@congrega/contract/admin/live';
import { liveSourceUrl, parseLiveSource } from '@congrega/contract/live-source';
import type { TLiveSourceType } from '@congrega/contract/live';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { notifyChurch } from '../notifications/notifications.public.ts';
import { insertService, listAuthoredServices, lockService, updateService, type ServiceValues } from './live-authoring.repository.ts';
import type { ServiceRow } from './live.repository.ts';
import { endMark, liveByHand, occurrenceAt } from './occurrence.ts';

/**
 * Scheduling live services in the staff console (exported through the door for admin/, which audits each change in
 * the same transaction; rules in packages/contract/src/admin/live.ts). Each use case takes the console's
 * transaction; the caller tells the member pages once committed (live-schedule-live.ts). Creating a service is
 * publishing it: the church's members get one CULTO notification in that same transaction.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function authoredView(row: ServiceRow, now = new Date()): TAdminLiveService {
  const when = occurrenceAt(row, now);
  const fonte = { tipo: row.fonteTipo as TLiveSourceType, valor: row.fonteValor };
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    tipo: row.tipo === 'avulso' ? 'avulso' : 'semanal',
    diaSemana: row.diaSemana,
    horario: row.horario,
    duracaoMinutos: row.duracaoMinutos,
    fusoHorario: row.fusoHorario,
    inicio: iso(row.inicio),
    fim: iso(row.fim),
    fonte,
    fonteUrl: liveSourceUrl(fonte),
    aoVivo: when?.aoVivo ?? false,
    aoVivoDesde: liveByHand(row, now.getTime()) ? iso(row.aoVivoDesde) : null,
    ocorrencia: when ? { inicio: when.inicio.toISOString(), fim: when.fim.toISOString() } : null,
  };
}

/** Live first, then by next occurrence, then those that are over (newest first). */
export async function authoredServices(tx: Tx, churchId: number, now = new Date()): Promise<TAdminLiveService[]> {
  const views = (await listAuthoredServices(tx, churchId)).map((row) => authoredView(row, now));
  const rank = (s: TAdminLiveService) => (s.aoVivo ? 0 : s.ocorrencia ? 1 : 2);
  return views.sort((a, b) => rank(a) - rank(b) || (a.ocorrencia?.inicio ?? '').localeCompare(b.ocorrencia?.inicio ?? '') || b.id - a.id);
}

async function locked(tx: Tx, churchId: number, id: number): Promise<ServiceRow> {
  const row = await lockService(tx, churchId, id);
  if (!row) throw new AppError('LIVE_SERVICE_NOT_FOUND');
  return row;
}

export async function authoredService(tx: Tx, churchId: number, id: number): Promise<TAdminLiveService> {
  return authoredView(await locked(tx, churchId, id));
}

/** The body as stored: one kind's fields only, the source read from its address (the schema checked it reads). */
function stored(body: TAdminLiveServiceInput): ServiceValues {
  const fonte = parseLiveSource(body.fonteUrl)!;
  const weekly = body.tipo === 'semanal';
  return {
    titulo: body.titulo,
    descricao: body.descricao,
    tipo: body.tipo,
    diaSemana: weekly ? body.diaSemana : null,
    horario: weekly ? body.horario : null,
    duracaoMinutos: body.duracaoMinutos,
    fusoHorario: body.fusoHorario,
    inicio: weekly || !body.inicio ? null : new Date(body.inicio),
    fim: weekly || !body.fim ? null : new Date(body.fim),
    fonteTipo: fonte.tipo,
    fonteValor: fonte.valor,
  };
}

export async function createAuthoredService(tx: Tx, church: Pick<TenantChurch, 'id' | 'codigo'>, body: TAdminLiveServiceInput) {
  const row = await insertService(tx, church.id, stored(body));
  await notifyChurch(tx, church, { titulo: row.titulo, corpo: row.descricao ?? row.titulo, tipo: 'CULTO', idEntidadeRelacionada: row.id });
  return authoredView(row);
}

const SCHEDULE_KEYS = ['tipo', 'diaSemana', 'horario', 'duracaoMinutos', 'fusoHorario', 'inicio', 'fim'] as const;

/** A change: before and after (the audit's). A new schedule forgets an earlier end by hand; going live by hand stays. */
export async function updateAuthoredService(tx: Tx, churchId: number, id: number, body: TAdminLiveServiceInput) {
  const row = await locked(tx, churchId, id);
  const values = stored(body);
  const rescheduled = SCHEDULE_KEYS.some((key) => String(values[key] ?? '') !== String(row[key] ?? ''));
  const depois = await updateService(tx, churchId, id, rescheduled ? { ...values, encerradoEm: null } : values);
  return { antes: authoredView(row), depois: authoredView(depois) };
}

/** Goes live now (a repeat keeps the first instant); clears an earlier end. */
export async function startAuthoredService(tx: Tx, churchId: number, id: number, now = new Date()) {
  const row = await locked(tx, churchId, id);
  if (liveByHand(row, now.getTime())) return { antes: authoredView(row, now), depois: authoredView(row, now), changed: false };
  const depois = await updateService(tx, churchId, id, { aoVivoDesde: now, encerradoEm: null });
  return { antes: authoredView(row, now), depois: authoredView(depois, now), changed: true };
}

/** Ends the occurrence under way (occurrence.ts endMark); ending one that is not live changes nothing. */
export async function endAuthoredService(tx: Tx, churchId: number, id: number, now = new Date()) {
  const row = await locked(tx, churchId, id);
  if (!occurrenceAt(row, now)?.aoVivo) return { antes: authoredView(row, now), depois: authoredView(row, now), changed: false };
  const depois = await updateService(tx, churchId, id, { aoVivoDesde: null, encerradoEm: endMark(row, now) });
  return { antes: authoredView(row, now), depois: authoredView(depois, now), changed: true };
}

/** Off every page (flag_ativo false): the chat history stays with it. */
export async function deleteAuthoredService(tx: Tx, churchId: number, id: number): Promise<TAdminLiveService> {
  const row = await locked(tx, churchId, id);
  await updateService(tx, churchId, id, { flagAtivo: false, aoVivoDesde: null });
  return authoredView(row);
}
