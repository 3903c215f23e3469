import type { NOTIFICATION_ROUTE_TYPES, TNotification } from '@congrega/contract/user';

/**
 * Notification types that open a screen (spec section 3). A copy of the contract's list (importing the
 * value would pull zod into the browser bundle); `satisfies` keeps the two identical at compile time.
 */
export const ROUTE_TYPES = ['CULTO', 'EVENTO', 'EBD', 'NOTICIA', 'DEVOCIONAL'] as const satisfies typeof NOTIFICATION_ROUTE_TYPES;

type RouteType = (typeof ROUTE_TYPES)[number];
type Linkable = Pick<TNotification, 'tipo' | 'igreja' | 'idEntidadeRelacionada' | 'rota'>;

function isRouteType(codigo: string): codigo is RouteType {
  return (ROUTE_TYPES as readonly string[]).includes(codigo);
}

/** Spec: isRoute is true when the notification is from the same church and of one of the five types. */
export function isRoute(notification: Linkable, churchCodigo: string): boolean {
  return notification.igreja.codigo === churchCodigo && isRouteType(notification.tipo.codigo);
}

/** An app path staff gave a notification sent by hand (`/event/12`): one leading slash, never another site. */
const isAppPath = (rota: string | null | undefined): rota is string => !!rota && /^\/(?![/\\])/.test(rota);

/**
 * Where a notification leads: the path staff gave it, else for a routable type the item when it names one, else the
 * list.
 */
export function notificationPath(notification: Linkable): string | undefined {
  if (isAppPath(notification.rota)) return notification.rota;
  const type = notification.tipo.codigo;
  if (!isRouteType(type)) return undefined;
  const id = notification.idEntidadeRelacionada;
  switch (type) {
    case 'CULTO':
      return '/live';
    case 'EVENTO':
      return id ? `/event/${id}` : '/event';
    case 'EBD':
      // A quarter goes by slug; its number opens it too and the page then shows its slug (decided in the contract).
      return id ? `/ebds/${id}` : '/ebds';
    case 'NOTICIA':
      return id ? `/news/${id}` : '/news';
    case 'DEVOCIONAL':
      return id ? `/devotionals/${id}` : '/devotionals';
  }
}

export type NotificationAction =
  { kind: 'navigate'; path: string } | { kind: 'switch-church'; churchCodigo: string; path: string } | { kind: 'none' };

/**
 * What selecting a notification does: open its screen here, switch to the other church first (then
 * open it there), or nothing (types without a screen just show their text).
 */
export function notificationAction(notification: Linkable, churchCodigo: string): NotificationAction {
  const path = notificationPath(notification);
  if (!path) return { kind: 'none' };
  if (notification.igreja.codigo === churchCodigo) return { kind: 'navigate', path };
  return { kind: 'switch-church', churchCodigo: notification.igreja.codigo, path };
}
