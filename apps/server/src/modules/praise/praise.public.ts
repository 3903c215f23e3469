/**
 * The praise module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - bandRoutes: band mode's socket, registered on the chat's WebSocket server (chat)
 * - authoredSong(s), create/update/deleteAuthoredSong: the staff console's songs area reads and writes the church's
 *   songs, off ones included (admin/songs-admin.service.ts)
 * - bandSongChanged: after a console change of a song, live band sessions showing it reload it (admin)
 */
export { default as bandRoutes } from './band.routes.ts';
export { bandSongChanged } from './band-song-changed.ts';
export {
  authoredSong,
  authoredSongs,
  createAuthoredSong,
  deleteAuthoredSong,
  scoresStillNamed,
  updateAuthoredSong,
} from './song-authoring.ts';
