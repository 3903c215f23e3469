/**
 * The notifications module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - notificationsPersonalData, pushPersonalData: personal data handlers (account deletion and export) (account-deletion)
 * - notifyMember: puts a notification in one member's list (groups: join requests answered) (groups)
 * - notifyChurch, ChurchNotice: puts a notification in every member's list (content published) (content)
 * - sendChurchNotice, churchNoticePage: the console's hand send to the whole church and its list with reach,
 *   deliveries and opens (admin)
 * - queuePushSweep: after a commit that wrote notifications, pushes them now rather than at the minute's sweep
 *   (admin, groups, content)
 */
export { notificationsPersonalData } from './notifications.personal-data.repository.ts';
export { pushPersonalData } from './push.personal-data.repository.ts';
export { notifyChurch, notifyMember } from './notifications.service.ts';
export type { ChurchNotice } from './notifications.service.ts';
export { churchNoticePage, sendChurchNotice } from './church-notices.ts';
export { queuePushSweep } from './push-sweep.ts';
