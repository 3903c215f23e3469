/**
 * The reading-plans module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - readingPlansPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - authoredPlan(s), create/replace/publishAuthoredPlan: the staff console's reading plans area reads and writes the
 *   church's plans with their statistics (admin/reading-plans-admin.service.ts)
 */
export { readingPlansPersonalData } from './reading-plans.personal-data.repository.ts';
export { authoredPlan, authoredPlans, createAuthoredPlan, publishAuthoredPlan, replaceAuthoredPlan } from './plan-authoring.ts';
