/**
 * The accounts module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - socketTokenAccount: a socket's account from the token of its first frame, where no HTTP hook runs (chat, praise)
 */
export { socketTokenAccount } from './socket-account.ts';
