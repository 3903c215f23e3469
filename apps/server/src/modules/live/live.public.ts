/**
 * The live module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - liveServiceExists: whether a live service (a chat channel) exists at the church (chat join) (chat)
 * - authoredServices, authoredService, createAuthoredService, updateAuthoredService, startAuthoredService,
 *   endAuthoredService, deleteAuthoredService: scheduling services in the console, in its audited transaction (admin)
 * - liveScheduleChanged: after such a commit, the new schedule to the member pages open on every copy (admin)
 */
export { liveServiceExists } from './live.service.ts';
export {
  authoredService,
  authoredServices,
  createAuthoredService,
  deleteAuthoredService,
  endAuthoredService,
  startAuthoredService,
  updateAuthoredService,
} from './live-authoring.ts';
export { liveScheduleChanged } from './live-schedule-live.ts';
