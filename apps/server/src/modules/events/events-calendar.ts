import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { calendarFile, type CalendarEntry } from '../../lib/calendar.ts';
import { excerpt } from '../../plugins/web-link-preview.ts';
import { getEventPreviewData } from './events.service.ts';

/** What an event's calendar entry says: only what its public page shows. */
export interface CalendarEvent {
  id: number;
  titulo: string;
  resumo: string | null;
  descricao: string | null;
  dataInicio: Date;
  dataFim: Date;
  localNome: string | null;
  localEndereco: string | null;
  localCidade: string | null;
}

/**
 * An event as a calendar entry: its instants in UTC (a calendar shows them on the reader's clock, the same moment
 * as the church's), its place in one line, its page's address; the UID names the event and the church's host, so
 * downloading it again (or the ticket e-mail's copy) updates the same entry.
 */
export function eventCalendarFile(event: CalendarEvent, church: { nome: string; slug: string }, publicUrl: string): string {
  const base = churchPublicUrl(publicUrl, church.slug);
  const about = event.resumo ?? event.descricao;
  const entry: CalendarEntry = {
    uid: `evento-${event.id}@${new URL(base).host}`,
    title: event.titulo,
    description: about ? excerpt(about) : null,
    location: [event.localNome, event.localEndereco, event.localCidade].filter(Boolean).join(', ') || null,
    url: `${base}/event/${event.id}`,
    start: event.dataInicio,
    end: event.dataFim,
  };
  return calendarFile(church.nome, [entry]);
}

/** GET /evento/{id}/calendario.ics: a published event of the host church (else 404 EVENT_NOT_FOUND). */
export async function getEventCalendar(app: FastifyInstance, church: TenantChurch, id: number): Promise<string> {
  const event = await getEventPreviewData(app, church, id);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  return eventCalendarFile({ ...event, id }, church, app.config.publicUrl);
}
