import type { TMemberCardCheck } from '@congrega/contract/member-card';
import { doorMemberCard } from '@congrega/contract/endpoints/admin-door';
import { apiCall } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** A member card read at the door: valid today or not (the server's check), or a code no card of the church has. */
export type CardVerdict = { veredito: 'carteirinha'; cartao: TMemberCardCheck } | { veredito: 'carteirinha_desconhecida' };

const VERIFY_PATH = /\/member-card\/verify\/?$/;

/**
 * The signed code of a member card's QR (its verification link, `…/member-card/verify?code=…`), or null when the
 * text read is not one (a ticket's code).
 */
export function cardCodeOf(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return VERIFY_PATH.test(url.pathname) ? url.searchParams.get('code') || null : null;
  } catch {
    return null;
  }
}

/** Asks the server about a card (never decided offline: the card may have been revoked since). */
export async function checkCard(church: string, eventId: number, codigo: string): Promise<CardVerdict> {
  try {
    const cartao = await apiCall(doorMemberCard, { params: { church, eventId }, body: { codigo } }, { navigateOnNetworkError: false });
    return { veredito: 'carteirinha', cartao };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'MEMBER_CARD_LINK_INVALID') return { veredito: 'carteirinha_desconhecida' };
    throw err;
  }
}
