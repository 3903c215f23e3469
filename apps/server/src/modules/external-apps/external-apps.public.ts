/**
 * The external-apps module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - handoffAddress: whether a church's set-up of an app can hand a member over (the console's settings say so) (admin)
 */
export { handoffAddress } from './external-apps.service.ts';
