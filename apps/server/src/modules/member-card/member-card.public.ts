/**
 * The member-card module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - memberCardPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - staffCardOf, saveStaffCard, revokeStaffCard: a member's card in the staff console's People area (admin)
 * - checkCardCode, memberCardLinkKey: a card's QR code read at the console's door (admin)
 */
export { memberCardPersonalData } from './member-card.personal-data.repository.ts';
export { revokeStaffCard, saveStaffCard, staffCardOf, type CardChange } from './card-admin-queries.ts';
export { checkCardCode, memberCardLinkKey } from './member-card.service.ts';
