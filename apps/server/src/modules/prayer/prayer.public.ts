/**
 * The prayer module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - prayerPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - prayerWallFirstPaint: the server-drawn first paint of the prayer wall (web screens, app.ts) (app.ts)
 */
export { prayerWallFirstPaint } from './prayer.first-paint.ts';
export { prayerPersonalData } from './prayer.personal-data.repository.ts';
