import {
  MEETING_NOTES_MAX,
  MEETING_THEME_MAX,
  MEETING_VISITOR_NAME_MAX,
  MEETING_VISITOR_NAMES,
  MEETING_VISITORS_MAX,
  type TMeetingBody,
} from '@congrega/contract/groups-leader';
import { calendarDay, zonedTime, zoneParts } from '@congrega/contract/datetime';
import type { TMeetingDetail } from '@congrega/contract/groups';
import { zIsoDate, zOptionalText, zText } from '@congrega/contract/validators';
import { z } from 'zod';

/**
 * The meeting form: the day and its start and finish on the church's clock, the study, the theme, the attendance
 * checklist (member ids as strings), the visitors (a count and, one per line, the names given) and notes. Turned
 * into the contract's body by `meetingBody`; the server checks it again.
 */
const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const ZMeetingForm = z
  .object({
    data: zIsoDate(),
    inicio: z.string().regex(HHMM, 'validation.invalid'),
    fim: z.string().regex(HHMM, 'validation.invalid'),
    idEstudo: z.string(),
    tema: zOptionalText(MEETING_THEME_MAX),
    observacao: zOptionalText(MEETING_NOTES_MAX),
    presentes: z.array(z.string()),
    visitantes: z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.invalid')
      .max(MEETING_VISITORS_MAX, 'validation.invalid'),
    nomesVisitantes: zText()
      .refine((v) => visitorNames(v).length <= MEETING_VISITOR_NAMES, 'validation.tooMany')
      .refine((v) => visitorNames(v).every((n) => n.length <= MEETING_VISITOR_NAME_MAX), 'validation.maxLength'),
  })
  .refine((v) => v.fim > v.inicio, { path: ['fim'], message: 'validation.dateRange' })
  .refine((v) => visitorNames(v.nomesVisitantes).length <= v.visitantes, { path: ['nomesVisitantes'], message: 'validation.tooMany' });
export type MeetingFormValues = z.input<typeof ZMeetingForm>;

export function visitorNames(text: string): string[] {
  return text
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);
}

export function meetingDefaults(today: string): MeetingFormValues {
  return {
    data: today,
    inicio: '20:00',
    fim: '21:30',
    idEstudo: '',
    tema: '',
    observacao: '',
    presentes: [],
    visitantes: '0',
    nomesVisitantes: '',
  };
}

const hhmm = (iso: string, timeZone: string) => {
  const p = zoneParts(new Date(iso), timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

/** A recorded meeting as the form's values (its checklist's marks; the church's clock). */
export function meetingValues(m: TMeetingDetail, timeZone: string): MeetingFormValues {
  return {
    data: calendarDay(new Date(m.dataInicio), timeZone),
    inicio: hhmm(m.dataInicio, timeZone),
    fim: m.dataFim ? hhmm(m.dataFim, timeZone) : hhmm(m.dataInicio, timeZone),
    idEstudo: m.estudo ? String(m.estudo.id) : '',
    tema: m.tema ?? '',
    observacao: m.observacao ?? '',
    presentes: (m.presencas ?? []).filter((p) => p.presente).map((p) => String(p.usuarioId)),
    visitantes: String(m.visitantes),
    nomesVisitantes: m.nomesVisitantes.join('\n'),
  };
}

function at(day: string, hhmm: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return zonedTime(y, m, d, h, min, timeZone).toISOString();
}

export function meetingBody(v: z.output<typeof ZMeetingForm>, timeZone: string): TMeetingBody {
  return {
    dataInicio: at(v.data, v.inicio, timeZone),
    dataFim: at(v.data, v.fim, timeZone),
    idEstudo: v.idEstudo ? Number(v.idEstudo) : null,
    tema: v.tema || undefined,
    observacao: v.observacao || undefined,
    presentes: v.presentes.map(Number),
    visitantes: v.visitantes,
    nomesVisitantes: visitorNames(v.nomesVisitantes),
  };
}

/** The server's field of the body -> the form's field. */
export function meetingFormField(path: string): string | false {
  if (path === 'dataInicio') return 'inicio';
  if (path === 'dataFim') return 'fim';
  if (path.startsWith('presentes')) return false;
  if (path.startsWith('nomesVisitantes')) return 'nomesVisitantes';
  return ['idEstudo', 'tema', 'observacao', 'visitantes'].includes(path) ? path : false;
}
