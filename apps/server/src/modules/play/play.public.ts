/**
 * The play module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - playPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - searchPlaySubscriptions, PlayFilter: the money console's Play subscriptions with each plan's figures, in the
 *   console's church transaction (admin)
 */
export { playPersonalData } from './play.personal-data.repository.ts';
export { searchPlaySubscriptions, type PlayFilter } from './play-admin-queries.ts';
