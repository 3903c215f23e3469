import { ZAdminLiveServiceBody, type TAdminLiveService, type TAdminLiveServiceInput } from '@congrega/contract/admin/live';
import { isTimeZone } from '@congrega/contract/datetime';
import { z } from 'zod';
import { fromWallClock, toWallClock } from '../../lib/wall-clock.ts';

/**
 * The service editor's inputs (strings) <-> the contract's body (ZAdminLiveServiceBody): the day and duration are
 * numbers, a one-off stream's start and end are `datetime-local` wall clocks read in the zone chosen on the form
 * (lib/wall-clock.ts). The form validates with the contract's schema on the body it will send, each issue on its input.
 */
export interface ServiceFormValues {
  titulo: string;
  descricao: string;
  tipo: 'semanal' | 'avulso';
  diaSemana: string;
  horario: string;
  duracaoMinutos: string;
  fusoHorario: string;
  inicio: string;
  fim: string;
  fonteUrl: string;
}

export function serviceFormValues(service: TAdminLiveService | undefined, churchZone: string): ServiceFormValues {
  const zone = service?.fusoHorario ?? churchZone;
  return {
    titulo: service?.titulo ?? '',
    descricao: service?.descricao ?? '',
    tipo: service?.tipo ?? 'semanal',
    diaSemana: service?.diaSemana === null || service?.diaSemana === undefined ? '0' : String(service.diaSemana),
    horario: service?.horario ?? '',
    duracaoMinutos: String(service?.duracaoMinutos ?? 90),
    fusoHorario: zone,
    inicio: toWallClock(service?.inicio ?? null, zone),
    fim: toWallClock(service?.fim ?? null, zone),
    fonteUrl: service?.fonteUrl ?? '',
  };
}

/** A whole number typed, else the text as typed (the contract refuses it on its input); blank -> `blank`. */
const count = (text: string, blank: number | null | undefined) => (text.trim() ? (/^\d+$/.test(text.trim()) ? Number(text) : text) : blank);

export function serviceBody(v: ServiceFormValues, churchZone: string): Record<string, unknown> {
  const zone = isTimeZone(v.fusoHorario) ? v.fusoHorario : churchZone;
  const weekly = v.tipo === 'semanal';
  return {
    titulo: v.titulo,
    descricao: v.descricao.trim() ? v.descricao : null,
    tipo: v.tipo,
    diaSemana: weekly ? count(v.diaSemana, null) : null,
    horario: weekly ? v.horario.trim() || null : null,
    duracaoMinutos: count(v.duracaoMinutos, undefined),
    fusoHorario: v.fusoHorario,
    inicio: weekly ? null : fromWallClock(v.inicio, zone),
    fim: weekly ? null : fromWallClock(v.fim, zone),
    fonteUrl: v.fonteUrl,
  };
}

export function serviceFormSchema(churchZone: string) {
  return z.unknown().transform((raw, ctx) => {
    const parsed = ZAdminLiveServiceBody.safeParse(serviceBody(raw as ServiceFormValues, churchZone));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  }) as unknown as z.ZodType<TAdminLiveServiceInput, ServiceFormValues>;
}
