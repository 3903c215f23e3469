import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { calendarFile } from '../../lib/calendar.ts';
import { findService } from './live.repository.ts';
import { occurrenceAt } from './occurrence.ts';

/**
 * GET /culto/{id}/calendario.ics: a live service as a calendar entry. A weekly service is a series from its current
 * or next occurrence, every week at its time in its own zone (so daylight saving never moves it); a one-off stream
 * its two instants in UTC. Where: the church's live page (the stream plays there). Inactive, ended or another
 * church's: 404 LIVE_SERVICE_NOT_FOUND.
 */
export async function getLiveServiceCalendar(app: FastifyInstance, church: TenantChurch, id: number, now = new Date()): Promise<string> {
  const row = await app.database.withChurch(church.id, (tx) => findService(tx, church.id, id));
  const when = row && occurrenceAt(row, now);
  if (!row || !when) throw new AppError('LIVE_SERVICE_NOT_FOUND');
  const base = churchPublicUrl(app.config.publicUrl, church.slug);
  const page = `${base}/live`;
  return calendarFile(church.nome, [
    {
      uid: `culto-${row.id}@${new URL(base).host}`,
      title: row.titulo,
      description: row.descricao,
      location: page,
      url: page,
      start: when.inicio,
      end: when.fim,
      ...(row.tipo === 'avulso' ? {} : { weeklyIn: row.fusoHorario }),
    },
  ]);
}
