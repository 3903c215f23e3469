import { getBootstrap } from '../../../lib/bootstrap.ts';
import { sessionStore, useSession, type SessionState } from '../../../lib/session.ts';

/**
 * What every payments query is keyed on: the host church and the member's client account there (the `userId` of
 * the card and payment endpoints). Saved cards and payments are private, so a second person logging in on the same
 * tab never sees the first one's. `owner` is 0 for visitors: nothing member-only is fetched then.
 */
export interface PaymentsScope {
  churchId: number;
  slug: string;
  owner: number;
}

function scopeOf(session: SessionState): PaymentsScope {
  const { id, slug } = getBootstrap().igreja;
  return { churchId: id, slug, owner: session.status === 'member' ? (session.client?.id ?? 0) : 0 };
}

export function usePaymentsScope(): PaymentsScope {
  return scopeOf(useSession());
}

/** For route loaders (outside React). */
export function currentPaymentsScope(): PaymentsScope {
  return scopeOf(sessionStore.getState());
}

/** Query keys of the payments screens and checkout pieces, in one place so changes update what screens read. */
export const paymentKeys = {
  all: ({ churchId, owner }: PaymentsScope) => ['payments', churchId, owner] as const,
  cards: (scope: PaymentsScope) => [...paymentKeys.all(scope), 'cards'] as const,
  payment: (scope: PaymentsScope, code: string) => [...paymentKeys.all(scope), 'payment', code] as const,
  installments: (churchId: number, amount: number, maxInstallments: number, withInterest: boolean) =>
    ['payments', churchId, 'installments', amount, maxInstallments, withInterest] as const,
};
