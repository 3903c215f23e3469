/**
 * The notifications module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - notificationsPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - notifyMember: puts a notification in one member's list (groups: join requests answered) (groups)
 */
export { notificationsPersonalData } from './notifications.personal-data.repository.ts';
export { notifyMember } from './notifications.service.ts';
