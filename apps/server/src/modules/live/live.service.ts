import { LIVE_SCHEDULE_MAX, type TLiveSchedule, type TLiveService, type TLiveSourceType } from '@congrega/contract/live';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findService, listServices, type ServiceRow } from './live.repository.ts';
import { occurrenceAt } from './occurrence.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Live services (MOD_CULTO): public. "Live now" and "next" are computed from the clock at the time of the call:
 * weekly services by their day, time and zone, one-off streams by their instants (occurrence.ts). Ended one-off
 * streams and inactive services are not shown.
 */

/** Whether the church has this active live service (a chat channel is one: chat join), in the caller's transaction. */
export async function liveServiceExists(tx: Tx, churchId: number, id: number): Promise<boolean> {
  return (await findService(tx, churchId, id)) !== undefined;
}

function toService(row: ServiceRow, now: Date): TLiveService | undefined {
  const when = occurrenceAt(row, now);
  if (!when) return undefined;
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    tipo: row.tipo === 'avulso' ? 'avulso' : 'semanal',
    diaSemana: row.diaSemana,
    horario: row.horario,
    fusoHorario: row.fusoHorario,
    inicio: when.inicio.toISOString(),
    fim: when.fim.toISOString(),
    aoVivo: when.aoVivo,
    fonte: { tipo: row.fonteTipo as TLiveSourceType, valor: row.fonteValor },
  };
}

export async function getLiveSchedule(app: FastifyInstance, church: TenantChurch, slug: string, now = new Date()): Promise<TLiveSchedule> {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  return app.database.withChurch(church.id, (tx) => scheduleAt(tx, church.id, now));
}

/** The church's schedule at `now`, in the caller's transaction (the public answer, and what the live pages are sent). */
export async function scheduleAt(tx: Tx, churchId: number, now: Date): Promise<TLiveSchedule> {
  const rows = await listServices(tx, churchId, now, LIVE_SCHEDULE_MAX);
  const cultos = rows
    .map((row) => toService(row, now))
    .filter((s): s is TLiveService => s !== undefined)
    .sort((a, b) => a.inicio.localeCompare(b.inicio) || a.id - b.id);
  return {
    aoVivo: cultos.find((s) => s.aoVivo) ?? null,
    proximo: cultos.find((s) => !s.aoVivo) ?? null,
    cultos,
    agora: now.toISOString(),
  };
}

export async function getLiveService(app: FastifyInstance, church: TenantChurch, id: number, now = new Date()): Promise<TLiveService> {
  const row = await app.database.withChurch(church.id, (tx) => findService(tx, church.id, id));
  const service = row && toService(row, now);
  if (!service) throw new AppError('LIVE_SERVICE_NOT_FOUND');
  return service;
}
