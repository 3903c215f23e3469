import type { TStaffChurch } from '@congrega/contract/admin/staff-session';
import { formatMoment, resolveTimeZone, runtimeTimeZone, type TMomentStyle } from '@congrega/contract/datetime';

/**
 * A moment in the console, on the church's clock when `me` names the church's zone, else on the reader's (the
 * contract's datetime labels the zone whenever the reader's differs, so the time is never ambiguous).
 */
export function formatAt(value: string | null | undefined, church: TStaffChurch, lang: string, style: TMomentStyle = 'dateTime'): string {
  const zone = (church as TStaffChurch & { fusoHorario?: string }).fusoHorario;
  const viewer = runtimeTimeZone();
  return formatMoment(value, style, { locale: lang, timeZone: zone ? resolveTimeZone(zone) : viewer, viewerTimeZone: viewer });
}
