/**
 * The events module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - eventLinkPreview: an event page's link preview (web screens, app.ts) (app.ts)
 * - eventRevenueOfYear, TicketRevenue: a year's revenue by event and ticket type for the money console's reports (admin)
 * - eventsPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - registrationsOfMember: a member's registrations in the staff console's People area (admin)
 */
export { eventLinkPreview } from './events.link-preview.ts';
export { eventRevenueOfYear } from './event-revenue-queries.ts';
export type { TicketRevenue } from './event-revenue-queries.ts';
export { eventsPersonalData } from './events.personal-data.repository.ts';
export { registrationsOfMember } from './registrations-admin-queries.ts';
