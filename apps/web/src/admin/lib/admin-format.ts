import type { TStaffChurch } from '@congrega/contract/admin/staff-session';
import { formatMoment, resolveTimeZone, runtimeTimeZone, type TMomentStyle } from '@congrega/contract/datetime';

/**
 * A moment in the console on the church's clock (`me` names each church's zone), labelled with the zone when the
 * reader's differs: the contract's one rule for dates and times.
 */
export function formatAt(value: string | null | undefined, church: TStaffChurch, lang: string, style: TMomentStyle = 'dateTime'): string {
  return formatMoment(value, style, { locale: lang, timeZone: resolveTimeZone(church.fusoHorario), viewerTimeZone: runtimeTimeZone() });
}
