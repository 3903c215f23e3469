/**
 * The admin module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - adminPersonalData: personal data handler of the staff tables (account deletion and export) (account-deletion)
 * - offeringsPersonalData: personal data handler of the envelopes counted in offering batches (account-deletion)
 * - receiptsPersonalData: personal data handler of the yearly donation receipts drawn for a member (account-deletion)
 * - appendAudit: a host's write outside the console (the live chat's mutes, pins, transcript reads) in the
 *   church's audit log, in the caller's transaction (chat)
 * - doorLivePlugin: the door's shared counts hub, after the realtime plugin (app.ts)
 * - staffGatePlugin: the staff gate registerEndpoint runs for staff routes (app.ts) (app.ts)
 */
export { appendAudit } from './audit-queries.ts';
export { default as doorLivePlugin } from './door-live.ts';
export { adminPersonalData } from './admin.personal-data.repository.ts';
export { offeringsPersonalData } from './offerings.personal-data.repository.ts';
export { receiptsPersonalData } from './receipts.personal-data.repository.ts';
export { default as staffGatePlugin } from './staff-gate.ts';
