/**
 * The giving module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - givingPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - guestGiftsPersonalData: personal data handler of guest gifts claimed by the member (account deletion and export) (account-deletion)
 * - searchRecurringGifts, recurringGiftDetail, changeGiftForGiver, RecurringFilter: the money console's recurring
 *   gifts, read and paused/resumed/cancelled on the giver's behalf in the console's audited transaction (admin)
 * - recurringMonths, RecurringMonth: recurring gifts started, cancelled and in force per month, for the money
 *   console's reports (admin)
 * - notifyStaffChange: the giver's e-mail about such a change, after its commit (admin)
 */
export { givingPersonalData } from './giving.personal-data.repository.ts';
export { guestGiftsPersonalData } from './guest-gifts.personal-data.repository.ts';
export { changeGiftForGiver, recurringGiftDetail, searchRecurringGifts, type RecurringFilter } from './recurring-staff.ts';
export { recurringMonths } from './recurring-report-queries.ts';
export type { RecurringMonth } from './recurring-report-queries.ts';
export { notifyStaffChange } from './giving.jobs.ts';
