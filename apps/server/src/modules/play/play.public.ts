/**
 * The play module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - playPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - searchPlaySubscriptions, PlayFilter: the money console's Play subscriptions with each plan's figures, in the
 *   console's church transaction (admin)
 * - playCatalogue, setPlayVisibility, playPlan, createPlayPlan, changePlayPlan, playCollection, createPlayCollection,
 *   changePlayCollection, removePlayCollection, orderPlayCollections, orderPlayCollectionContents, playContent,
 *   createPlayContent, changePlayContent, publishPlayContent, removePlayContent, playPreview: the catalogue authored in the staff
 *   console, in its church transaction (admin)
 * - assertMediaUnused: deleting a media item no Play content plays (admin's media library)
 */
export { playPersonalData } from './play.personal-data.repository.ts';
export { searchPlaySubscriptions, type PlayFilter } from './play-admin-queries.ts';
export {
  assertMediaUnused,
  changePlayCollection,
  changePlayContent,
  changePlayPlan,
  createPlayCollection,
  createPlayContent,
  createPlayPlan,
  orderPlayCollectionContents,
  orderPlayCollections,
  playCatalogue,
  playCollection,
  playContent,
  playPlan,
  playPreview,
  publishPlayContent,
  removePlayCollection,
  removePlayContent,
  setPlayVisibility,
} from './play-authoring.ts';
