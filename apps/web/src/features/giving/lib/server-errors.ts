import { ApiError } from '../../../lib/api-client.ts';
import type { GiveDraft } from './give-form.ts';

/** Where the server's field errors of a donation go on the give screen. */
export interface DonationFieldErrors {
  /** By reason id: `motivos.{i}.valor` (an amount below the minimum) or `motivos` (a reason no longer offered). */
  amounts: Map<number, string>;
  method?: string;
  /** Some errors landed nowhere on the form: show the message too. */
  unmapped: boolean;
}

export function donationFieldErrors(err: unknown, draft: GiveDraft): DonationFieldErrors | null {
  if (!(err instanceof ApiError) || !err.fields) return null;
  const amounts = new Map<number, string>();
  let method: string | undefined;
  let unmapped = false;
  for (const [path, message] of Object.entries(err.fields)) {
    const amount = /^motivos\.(\d+)(\.valor)?$/.exec(path);
    const gift = amount ? draft.gifts[Number(amount[1])] : undefined;
    if (gift) amounts.set(gift.id, message);
    else if (path === 'metodoPagamento') method = message;
    else unmapped = true;
  }
  return { amounts, ...(method ? { method } : {}), unmapped };
}
