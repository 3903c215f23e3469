/**
 * The accounts module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - checkAccountPassword: checks the password again before an irreversible step (account deletion) (account-deletion)
 * - memberDisplayName: a member's display name at the church (band mode names its leader) (praise)
 * - replaceClientImageTx: swaps a client account's picture under a row lock (profile picture's upload) (profile-picture)
 * - socketTokenAccount: a socket's account from the token of its first frame, where no HTTP hook runs (chat, praise)
 */
export { checkAccountPassword, memberDisplayName } from './account-queries.ts';
export { replaceClientImageTx } from './client-account.repository.ts';
export { socketTokenAccount } from './socket-account.ts';
