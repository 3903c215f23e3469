import type { TEventDetail, TTicketType } from '@congrega/contract/events';
import type { TTicketAvailability } from '@congrega/contract/events-waitlist';

/**
 * Merges a live availability frame into the cached event detail, pure. Per type, a frame older than the last one
 * applied (`em`, the server's clock at the change) is ignored. What the frame can say for everyone is applied at
 * once: the few left (`restantes`), sold out (nothing to choose). What depends on the viewer (a type on sale again,
 * their place in the line, an offer that may be theirs) is left to the API: `refetch` asks for the detail again.
 * A type the viewer holds an offer for is theirs to buy whatever the public stock says: left as it is.
 */
export interface AppliedAvailability {
  detail: TEventDetail;
  refetch: boolean;
}

const BUYABLE: readonly TTicketType['status'][] = ['disponivel', 'disponivel_ate'];

export function applyAvailability(detail: TEventDetail, frame: TTicketAvailability[], seen: Map<number, string>): AppliedAvailability {
  let refetch = false;
  const ingressos = detail.ingressos.map((ticket) => {
    const live = frame.find((f) => f.id === ticket.id);
    if (!live || (seen.get(ticket.id) ?? '') >= live.em) return ticket;
    seen.set(ticket.id, live.em);
    if (ticket.listaEspera?.status === 'oferta') return ticket;
    if (ticket.listaEspera?.status === 'aguardando') refetch = true;
    if (live.esgotado) {
      if (BUYABLE.includes(ticket.status)) refetch = true;
      return ticket.status === 'limite_usuario' || BUYABLE.includes(ticket.status)
        ? { ...ticket, status: 'esgotado' as const, restantes: live.restantes, maxPorCompra: 0 }
        : { ...ticket, restantes: live.restantes };
    }
    if (ticket.status === 'esgotado') refetch = true;
    const maxPorCompra = live.restantes === null ? ticket.maxPorCompra : Math.min(ticket.maxPorCompra, live.restantes);
    return { ...ticket, restantes: live.restantes, maxPorCompra };
  });
  return { detail: { ...detail, ingressos }, refetch };
}
