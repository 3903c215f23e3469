import { grantNeedsTotp, grantSatisfies, type TGrantRequirement, type THeldGrant } from '@congrega/contract/admin/grants';
import { auditList } from '@congrega/contract/endpoints/admin-audit';
import { adminContentList } from '@congrega/contract/endpoints/admin-content';
import { adminDashboard } from '@congrega/contract/endpoints/admin-dashboard';
import { doorEvents } from '@congrega/contract/endpoints/admin-door';
import { eventList } from '@congrega/contract/endpoints/admin-event-list';
import { financePayments } from '@congrega/contract/endpoints/admin-finance';
import { financeUnknownWebhooks } from '@congrega/contract/endpoints/admin-finance-attention';
import { financePlaySubscriptions } from '@congrega/contract/endpoints/admin-finance-play';
import { receiptYear } from '@congrega/contract/endpoints/admin-finance-receipts';
import { financeReportGiving } from '@congrega/contract/endpoints/admin-finance-reports';
import { financeRecurringList } from '@congrega/contract/endpoints/admin-finance-recurring';
import { paymentMethodList } from '@congrega/contract/endpoints/admin-payment-methods';
import { grantList } from '@congrega/contract/endpoints/admin-grants';
import { adminNotificationList } from '@congrega/contract/endpoints/admin-notifications';
import { offeringBatches } from '@congrega/contract/endpoints/admin-offerings';
import { peopleSearch } from '@congrega/contract/endpoints/admin-people';
import { adminCareList, adminPrayerQueue } from '@congrega/contract/endpoints/admin-prayer';
import { adminCellList } from '@congrega/contract/endpoints/admin-cells';
import { settingsGet } from '@congrega/contract/endpoints/admin-settings';
import { adminSongList } from '@congrega/contract/endpoints/admin-songs';
import { adminMediaList } from '@congrega/contract/endpoints/admin-media';
import { adminPlayCatalogue } from '@congrega/contract/endpoints/admin-play';
import { adminPodcastList } from '@congrega/contract/endpoints/admin-podcasts';
import { adminReadingPlanList } from '@congrega/contract/endpoints/admin-reading-plans';
import { adminLiveServiceList } from '@congrega/contract/endpoints/admin-live';
import type { TModuleCode } from '@congrega/contract/church';
import type { AnyEndpoint } from '@congrega/contract/endpoint';
import type { TStaffChurch } from '@congrega/contract/admin/staff-session';
import type { TLocale } from '@congrega/contract/locale';
import { useConsole } from './console-context.ts';

/** The church grant an admin descriptor declares (every church path declares one: grantRuleViolation). */
function churchGrant(endpoint: AnyEndpoint): TGrantRequirement {
  if (typeof endpoint.grant !== 'object') throw new Error(`${endpoint.path} declares no church grant`);
  return endpoint.grant;
}

/**
 * The console's areas that exist, each with the grant its screen's first call declares in the contract, so the
 * menu shows exactly what the server will answer (an area not built is not listed). `path` is relative to
 * /{lang}/{church}; '' is the dashboard.
 */
export const CONSOLE_AREAS = [
  { id: 'dashboard', path: '', grant: churchGrant(adminDashboard) },
  { id: 'people', path: 'people', grant: churchGrant(peopleSearch) },
  { id: 'payments', path: 'payments', grant: churchGrant(financePayments) },
  { id: 'recurring', path: 'recurring', grant: churchGrant(financeRecurringList) },
  { id: 'offerings', path: 'offerings', grant: churchGrant(offeringBatches) },
  { id: 'play', path: 'play', grant: churchGrant(financePlaySubscriptions), module: 'MOD_ASSINATURA' },
  { id: 'receipts', path: 'receipts', grant: churchGrant(receiptYear) },
  { id: 'reports', path: 'reports', grant: churchGrant(financeReportGiving) },
  { id: 'webhooks', path: 'webhooks', grant: churchGrant(financeUnknownWebhooks) },
  { id: 'paymentMethods', path: 'payment-methods', grant: churchGrant(paymentMethodList) },
  { id: 'events', path: 'events', grant: churchGrant(eventList), module: 'MOD_EVENTO' },
  { id: 'door', path: 'door', grant: churchGrant(doorEvents), module: 'MOD_EVENTO' },
  { id: 'media', path: 'media', grant: churchGrant(adminMediaList) },
  { id: 'playCatalogue', path: 'play-catalogue', grant: churchGrant(adminPlayCatalogue), module: 'MOD_ASSINATURA' },
  { id: 'songs', path: 'songs', grant: churchGrant(adminSongList) },
  { id: 'notifications', path: 'notifications', grant: churchGrant(adminNotificationList) },
  { id: 'content', path: 'content', grant: churchGrant(adminContentList) },
  { id: 'podcasts', path: 'podcasts', grant: churchGrant(adminPodcastList) },
  { id: 'readingPlans', path: 'reading-plans', grant: churchGrant(adminReadingPlanList) },
  { id: 'prayer', path: 'prayer', grant: churchGrant(adminPrayerQueue), module: 'MOD_MURAL_ORACAO' },
  { id: 'care', path: 'care', grant: churchGrant(adminCareList) },
  { id: 'services', path: 'services', grant: churchGrant(adminLiveServiceList), module: 'MOD_CULTO' },
  { id: 'cells', path: 'cells', grant: churchGrant(adminCellList), module: 'MOD_CELULA' },
  { id: 'settings', path: 'settings', grant: churchGrant(settingsGet) },
  { id: 'grants', path: 'grants', grant: churchGrant(grantList) },
  { id: 'audit', path: 'audit', grant: churchGrant(auditList) },
] as const satisfies readonly { id: string; path: string; grant: TGrantRequirement; module?: TModuleCode }[];

export type ConsoleArea = (typeof CONSOLE_AREAS)[number];
export type ConsoleAreaId = ConsoleArea['id'];

/**
 * The grants usable in this session: those needing a second factor (money, people, any admin action) count only
 * once the session passed one, as the server's gate decides (STAFF_TOTP_REQUIRED otherwise).
 */
export function usableGrants(grants: readonly THeldGrant[], sessionVerified: boolean): THeldGrant[] {
  return grants.filter((held) => sessionVerified || !grantNeedsTotp(held));
}

/** Whether some grant waits for the second factor (the shell then points to the security screen). */
export function needsSecondFactor(grants: readonly THeldGrant[], sessionVerified: boolean): boolean {
  return !sessionVerified && grants.some((held) => grantNeedsTotp(held));
}

export function allowedAreas(grants: readonly THeldGrant[], sessionVerified: boolean): ConsoleArea[] {
  const usable = usableGrants(grants, sessionVerified);
  return CONSOLE_AREAS.filter((area) => usable.some((held) => grantSatisfies(held, area.grant)));
}

/** The areas of a church's menu: those the grants open, less those of a module the church has off (Play). */
export function churchAreas(church: Pick<TStaffChurch, 'grants' | 'modulos'>, sessionVerified: boolean): ConsoleArea[] {
  return allowedAreas(church.grants, sessionVerified).filter((area) => !('module' in area) || church.modulos.includes(area.module));
}

/** The area a console link (`settings`, `/grants?x=1`) opens, if it is one the caller may open. */
export function areaOfLink(link: string, grants: readonly THeldGrant[], sessionVerified: boolean): ConsoleArea | undefined {
  const path = link.replace(/^\/+/, '').split(/[?#/]/)[0] ?? '';
  return allowedAreas(grants, sessionVerified).find((area) => area.path === path && area.path !== '');
}

/** `/{lang}/{church}/{path}`: every console address. */
export function consolePath(lang: TLocale, church: string, path = ''): string {
  const rest = path.replace(/^\/+/, '');
  return `/${lang}/${encodeURIComponent(church)}${rest ? `/${rest}` : ''}`;
}

/**
 * Whether the caller's usable grants at this church open an admin descriptor's call: an action is offered only when
 * the server's gate would let it through (its declared grant, the second factor for money and people).
 */
export function useMayCall(): (endpoint: AnyEndpoint) => boolean {
  const { me, church } = useConsole();
  const usable = usableGrants(church.grants, me.sessaoVerificada);
  return (endpoint) => {
    const needed = churchGrant(endpoint);
    return usable.some((held) => grantSatisfies(held, needed));
  };
}
