/**
 * The notes module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - notesPersonalData: personal data handler (account deletion and export) (account-deletion)
 */
export { notesPersonalData } from './notes.personal-data.repository.ts';
