/**
 * The giving module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - givingPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - guestGiftsPersonalData: personal data handler of guest gifts claimed by the member (account deletion and export) (account-deletion)
 */
export { givingPersonalData } from './giving.personal-data.repository.ts';
export { guestGiftsPersonalData } from './guest-gifts.personal-data.repository.ts';
