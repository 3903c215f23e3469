/**
 * The admin module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - adminPersonalData: personal data handler of the staff tables (account deletion and export) (account-deletion)
 * - staffGatePlugin: the staff gate registerEndpoint runs for staff routes (app.ts) (app.ts)
 */
export { adminPersonalData } from './admin.personal-data.repository.ts';
export { default as staffGatePlugin } from './staff-gate.ts';
