/**
 * The household module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - addressesPersonalData: personal data handler of addresses (account deletion and export) (account-deletion)
 * - childrenPersonalData: personal data handler of children (account deletion and export) (account-deletion)
 * - childrenOfMember: a member's children in the staff console's People area (admin)
 */
export { addressesPersonalData, childrenPersonalData } from './household.personal-data.repository.ts';
export { childrenOfMember, type ChildRow } from './children-admin-queries.ts';
