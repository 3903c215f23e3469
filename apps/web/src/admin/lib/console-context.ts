import type { TStaffChurch, TStaffMe } from '@congrega/contract/admin/staff-session';
import { staffMe } from '@congrega/contract/endpoints/admin-session';
import type { TLocale } from '@congrega/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { apiCall } from '../../lib/api-call.ts';

/** What every screen inside the shell gets: the staff member, the church of the path and its grants, the language. */
export interface ConsoleContext {
  me: TStaffMe;
  church: TStaffChurch;
  lang: TLocale;
}

export function useConsole(): ConsoleContext {
  return useOutletContext<ConsoleContext>();
}

export const ME_KEY = ['admin', 'me'] as const;

/** `me`: refetched after a grant or TOTP change (grants take effect at once, so the menu follows). */
export function useMe(enabled = true) {
  return useQuery({ queryKey: ME_KEY, queryFn: ({ signal }) => apiCall(staffMe, {}, { signal }), enabled });
}

/** Query keys of a church's console data, all dropped together on a church switch. */
export function churchKey(church: string, ...rest: readonly unknown[]) {
  return ['admin', 'church', church, ...rest] as const;
}
