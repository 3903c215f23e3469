/**
 * The accounts module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - accountLimiters: the login's guessing budgets, per account and address (the staff console's login) (admin)
 * - AccountLimiters: the type of those budgets (admin)
 * - checkAccountPassword: checks the password again before an irreversible step (account deletion) (account-deletion)
 * - checkCredentials: the member login's credential check (the staff console's login) (admin)
 * - findContaById: the live provider account by id (staff sessions; follow-up: a use case) (admin)
 * - generateSecret: a random secret token (staff sessions) (admin)
 * - hashSecret: a secret token's stored hash (staff sessions) (admin)
 * - memberDisplayName: a member's display name at the church (band mode names its leader) (praise)
 * - noticeUnsubscribeUrl: the one-click unsubscribe address of a member's notice e-mail (groups' join mails) (groups)
 * - replaceClientImageTx: swaps a client account's picture under a row lock (profile picture's upload) (profile-picture)
 * - reserveAttempts: takes attempts from a budget (TOTP codes) (admin)
 * - socketTokenAccount: a socket's account from the token of its first frame, where no HTTP hook runs (chat, praise)
 */
export { checkAccountPassword, memberDisplayName } from './account-queries.ts';
export { replaceClientImageTx } from './client-account.repository.ts';
export { findContaById } from './conta.repository.ts';
export { accountLimiters, reserveAttempts } from './limiters.ts';
export type { AccountLimiters } from './limiters.ts';
export { checkCredentials } from './login.service.ts';
export { noticeUnsubscribeUrl } from './mail-notices.ts';
export { generateSecret, hashSecret } from './secret-token.ts';
export { socketTokenAccount } from './socket-account.ts';
