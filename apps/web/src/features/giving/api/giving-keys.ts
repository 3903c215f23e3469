import type { PaymentsScope } from '../../../components/payments/api/payments-scope.ts';

/** Query keys of the giving screens, in one place so changes to a recurring gift update what the screens read. */
export const givingKeys = {
  reasons: (churchId: number) => ['giving', churchId, 'reasons'] as const,
  settings: (churchId: number) => ['giving', churchId, 'settings'] as const,
  fees: (churchId: number, method: string, value: number, coverFees: boolean, maxInstallments: number) =>
    ['giving', churchId, 'fees', method, value, coverFees, maxInstallments] as const,
  mine: ({ churchId, owner }: PaymentsScope) => ['giving', churchId, owner] as const,
  recurring: (scope: PaymentsScope) => [...givingKeys.mine(scope), 'recurring'] as const,
  history: (scope: PaymentsScope, page: number) => [...givingKeys.mine(scope), 'history', page] as const,
};
