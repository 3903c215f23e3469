/**
 * The prayer module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - prayerPersonalData, prayerCarePersonalData: personal data handlers (account deletion and export) (account-deletion)
 * - prayerWallFirstPaint: the server-drawn first paint of the prayer wall (web screens, app.ts) (app.ts)
 * - prayerSettings, savePrayerSettings, moderationQueue, decidePrayer, editModeratedPrayer, markPrayerAnswered,
 *   decidePrayerMessage, prayerReasons, createPrayerReason, updatePrayerReason: moderating the wall in the staff
 *   console, each in the console's audited transaction (admin)
 * - careQueue, careItem, updateCareItem, addCareNote: the pastoral care queue in the staff console (admin)
 * - addRaisedHandToCare: a hand raised in a live service's moment, into the care queue (chat)
 * - wallChanged: evicts the church's cached wall pages after a moderator's change committed (admin)
 */
export { prayerWallFirstPaint } from './prayer.first-paint.ts';
export { prayerPersonalData } from './prayer.personal-data.repository.ts';
export { prayerCarePersonalData } from './prayer-care.personal-data.repository.ts';
export {
  createPrayerReason,
  decidePrayer,
  decidePrayerMessage,
  editModeratedPrayer,
  markPrayerAnswered,
  moderationQueue,
  prayerReasons,
  prayerSettings,
  savePrayerSettings,
  updatePrayerReason,
} from './prayer-moderation.ts';
export { addCareNote, addRaisedHandToCare, careItem, careQueue, updateCareItem } from './prayer-care.ts';
export { wallChanged } from './prayer-wall-cache.ts';
