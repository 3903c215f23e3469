/**
 * United States bank account rules for ACH debits. Pure checks run before the account goes to the gateway: they
 * catch typos, not closed or unknown accounts (the bank answers those later, which is why ACH payments start as
 * sent-to-the-bank).
 */

/** ABA routing number checksum weights, repeated for the three groups of three digits. */
const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * An ABA routing transit number: exactly 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10.
 * "000000000" passes the checksum but names no bank, so it is refused.
 */
export function abaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing) || routing === '000000000') return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(routing[i]) * ROUTING_WEIGHTS[i]!;
  return sum % 10 === 0;
}

export const ACH_ACCOUNT_MIN_DIGITS = 4;
export const ACH_ACCOUNT_MAX_DIGITS = 17;

/** A US bank account number: 4 to 17 digits (NACHA's field is 17; banks issue no shorter than 4). No checksum exists. */
export function achAccountNumberValid(account: string): boolean {
  return new RegExp(`^\\d{${ACH_ACCOUNT_MIN_DIGITS},${ACH_ACCOUNT_MAX_DIGITS}}$`).test(account);
}
