import type { TWaitlistPlace } from '@congrega/contract/events-waitlist';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../core/auth.ts';
import { requireMember } from '../../core/member.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPlace } from './events-view.ts';
import { findEvent, ownedTickets } from './events.repository.ts';
import { allowance, remaining } from './ticket-rules.ts';
import { releaseOffers, stockChanged } from './waitlist-offers.ts';
import { endPlaces, findActivePlace, insertPlace, lockTypeOfEvent, placesOfMember } from './waitlist.repository.ts';

/**
 * A member's place in a sold-out ticket type's line (contract events-waitlist.ts): join and leave. Both lock the
 * type's row first, as every purchase, payment change and offer does, so the line and the stock change in one
 * order. `{userId}` is the member's own client account (another answers 404, as every member path).
 */

interface WaitlistPath {
  userId: number;
  id: number;
  ticketId: number;
}

async function memberAt(tx: Tx, auth: AuthContext, params: WaitlistPath): Promise<number> {
  const usuarioId = await requireMember(tx, auth);
  if (usuarioId !== params.userId) throw new AppError('NOT_FOUND');
  return usuarioId;
}

/** The member's place as the contract shows it. */
async function placeOf(tx: Tx, churchId: number, usuarioId: number, typeId: number): Promise<TWaitlistPlace | null> {
  const [row] = await placesOfMember(tx, churchId, usuarioId, [typeId]);
  return row ? toPlace(row) : null;
}

/**
 * Joins the line of a ticket type: only while it is sold out for the member (EVT_WAITLIST_NOT_SOLD_OUT otherwise),
 * on sale (not ended 024, started 020; the event not ended 002) and below the member's per-user limit
 * (EVT_USER_LIMIT). Joining again answers the place already held (waiting or offered), unchanged.
 */
export async function joinWaitlist(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  locale: TLocale,
  params: WaitlistPath,
): Promise<TWaitlistPlace> {
  const now = new Date();
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await memberAt(tx, auth, params);
    const event = await findEvent(tx, church.id, params.id);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const type = await lockTypeOfEvent(tx, church.id, event.id, params.ticketId);
    if (!type || !type.flagAtivo) throw new AppError('EVT_REG_019');
    const held = await placeOf(tx, church.id, usuarioId, type.id);
    if (held) return held;
    if (event.dataFim <= now) throw new AppError('EVT_REG_002');
    if (type.fimVendas !== null && type.fimVendas <= now) throw new AppError('EVT_REG_024');
    if (type.inicioVendas !== null && type.inicioVendas > now) throw new AppError('EVT_REG_020');
    if (remaining(type) > 0) throw new AppError('EVT_WAITLIST_NOT_SOLD_OUT');
    const [owned] = await ownedTickets(tx, church.id, { usuarioId }, [type.id]);
    if (allowance(type, owned?.total ?? 0) === 0) throw new AppError('EVT_USER_LIMIT');
    await insertPlace(tx, church.id, { eventoId: event.id, ingressoId: type.id, idUsuario: usuarioId, idioma: locale });
    return (await placeOf(tx, church.id, usuarioId, type.id))!;
  });
}

/**
 * Leaves the line (nothing to leave is fine: 204 either way). A held offer ends with it: its seat goes to the next
 * in line at once, and the live pages hear of it.
 */
export async function leaveWaitlist(app: FastifyInstance, church: TenantChurch, auth: AuthContext, params: WaitlistPath): Promise<null> {
  const after = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await memberAt(tx, auth, params);
    const event = await findEvent(tx, church.id, params.id);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const type = await lockTypeOfEvent(tx, church.id, event.id, params.ticketId);
    if (!type) throw new AppError('EVT_REG_019');
    const place = await findActivePlace(tx, church.id, type.id, usuarioId);
    if (!place) return undefined;
    await endPlaces(tx, church.id, [place.id], 'saiu', ['aguardando', 'oferta']);
    if (place.status !== 'oferta') return undefined;
    await releaseOffers(tx, church.id, [place]);
    return stockChanged(app, tx, church.id, [type.id]);
  });
  await after?.();
  return null;
}
