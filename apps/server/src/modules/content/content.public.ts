/**
 * The content module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - CONTENT_LINK_PREVIEWS: link previews of content detail and list pages (web screens, app.ts) (app.ts)
 * - CONTENT_FIRST_PAINTS: the content lists the server draws (/devotionals, /news) (web screens, app.ts) (app.ts)
 * - AUTHORING_KINDS, AuthoringKind, authoredItem, authoredPage, createAuthored, updateAuthoredItem, publishAuthored,
 *   unpublishAuthored, deleteAuthoredItem, AuthoredItem, AuthoredQuery: authoring content in the staff console (admin)
 * - publicationTypes, createPublicationType, updatePublicationType, deletePublicationType, projectsOf, reorderProjects,
 *   quarterClasses, createClass, updateClass, deleteClass, quarterLessons, createLesson, updateLesson, deleteLesson,
 *   publishLesson, unpublishLesson: the parts the authored kinds hold, in the staff console (admin)
 * - ministriesPersonalData: personal data handler of a ministry's responsible person (account deletion and export)
 *   (account-deletion)
 * - refuseMediaInUse: a media file a video plays is not deleted (admin's media library)
 */
export { CONTENT_LINK_PREVIEWS } from './content.link-preview.ts';
export { CONTENT_FIRST_PAINTS } from './content.first-paint.ts';
export { ministriesPersonalData } from './ministries.personal-data.repository.ts';
export { AUTHORING_KINDS } from './content-authoring-kinds.ts';
export type { AuthoringKind } from './content-authoring-kinds.ts';
export {
  authoredItem,
  authoredPage,
  createAuthored,
  deleteAuthoredItem,
  publishAuthored,
  unpublishAuthored,
  updateAuthoredItem,
} from './content-authoring.ts';
export type { AuthoredItem, AuthoredQuery } from './content-authoring.ts';
export {
  createClass,
  createLesson,
  createPublicationType,
  deleteClass,
  deleteLesson,
  deletePublicationType,
  projectsOf,
  publicationTypes,
  publishLesson,
  quarterClasses,
  quarterLessons,
  reorderProjects,
  unpublishLesson,
  updateClass,
  updateLesson,
  updatePublicationType,
} from './content-parts.ts';
export { refuseMediaInUse } from './videos-playback.ts';
