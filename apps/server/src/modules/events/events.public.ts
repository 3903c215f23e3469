/**
 * The events module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - doorEventInfo, doorEventsFrom, doorTicketByCode, doorEventTickets, doorSearchTickets, doorTicketsByIds,
 *   doorExpectedCount, DoorTicket, DoorEventInfo: the door check-in's reads of events and tickets (admin)
 * - eventLinkPreview: an event page's link preview (web screens, app.ts) (app.ts)
 * - eventsListFirstPaint, eventDetailFirstPaint: /event and /event/{id} drawn by the server (web screens) (app.ts)
 * - eventRevenueOfYear, TicketRevenue: a year's revenue by event and ticket type for the money console's reports (admin)
 * - eventsPersonalData, waitlistPersonalData: personal data handlers (account deletion and export) (account-deletion)
 * - registrationsOfMember: a member's registrations in the staff console's People area (admin)
 * - eventLiveRoutes: the event pages' live availability socket, registered on the chat's WebSocket server (chat)
 * - eventWaitlistCounts, ticketStockChanged: an event's waitlist per ticket type for the console, and the end of
 *   any staff change of a type's stock (a cancellation, a new quantity): seats offered to the waitlist, the live
 *   pages told after the commit (admin)
 * - eventRegistrationPage, eventRegistrationExportPage, eventRegistration, EventRegistrationFilter: an event's
 *   registrations, their CSV pages and one registration in the staff console's events area (admin)
 * - cancelEventRegistration, prepareTicketResend, moveEventTicket: the console's changes to a registration (admin)
 * - queueTicketMail: queues a registration's tickets e-mail after the commit (the console's resend and desk sale) (admin)
 * - registerAtDesk, DeskBuyer: a registration sold at the desk for cash, under the purchase's rules and locks (admin)
 * - eventListPage, EventListFilter, EventListRow: one page of the church's events with sold, capacity and
 *   registrations, for the staff console's events list (admin)
 * - authoredEvent, createAuthoredEvent, updateAuthoredEvent, duplicateAuthoredEvent, cancelAuthoredEvent,
 *   hasOpenRegistrations, AuthoredEvent: authoring events and their ticket types in the staff console (admin)
 * - noticeEventOnce: the members' EVENTO notification of a published event, once (admin)
 * - eventContents, eventContent, addEventContent, changeEventContent, removeEventContent, orderEventContents: an
 *   event's exclusive online content authored in the staff console (admin)
 */
export {
  doorEventInfo,
  doorEventsFrom,
  doorEventTickets,
  doorExpectedCount,
  doorSearchTickets,
  doorTicketByCode,
  doorTicketsByIds,
} from './door-queries.ts';
export type { DoorEventInfo, DoorTicket } from './door-queries.ts';
export { eventLinkPreview } from './events.link-preview.ts';
export { eventDetailFirstPaint, eventsListFirstPaint } from './events.first-paint.ts';
export { eventRevenueOfYear } from './event-revenue-queries.ts';
export type { TicketRevenue } from './event-revenue-queries.ts';
export { eventsPersonalData } from './events.personal-data.repository.ts';
export { waitlistPersonalData } from './waitlist.personal-data.repository.ts';
export { default as eventLiveRoutes } from './event-live.routes.ts';
export { eventWaitlistCounts, ticketStockChanged } from './waitlist-queries.ts';
export type { WaitlistCount } from './waitlist-queries.ts';
export {
  eventRegistration,
  eventRegistrationExportPage,
  eventRegistrationPage,
  registrationsOfMember,
} from './registrations-admin-queries.ts';
export type { EventRegistrationFilter } from './registrations-admin-queries.ts';
export { cancelEventRegistration, moveEventTicket, prepareTicketResend } from './registrations-admin-changes.ts';
export { queueTicketMail } from './ticket-mail.ts';
export { registerAtDesk } from './desk-registration.ts';
export type { DeskBuyer } from './desk-registration.ts';
export { eventListPage } from './event-list.repository.ts';
export type { EventListFilter, EventListRow } from './event-list.repository.ts';
export {
  authoredEvent,
  cancelAuthoredEvent,
  createAuthoredEvent,
  duplicateAuthoredEvent,
  hasOpenRegistrations,
  updateAuthoredEvent,
} from './event-authoring.ts';
export type { AuthoredEvent } from './event-authoring.ts';
export { noticeEventOnce } from './event-notice.ts';
export {
  addEventContent,
  changeEventContent,
  eventContent,
  eventContents,
  orderEventContents,
  removeEventContent,
} from './event-contents.ts';
