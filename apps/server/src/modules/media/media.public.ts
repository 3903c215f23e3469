/**
 * The media module's front door (modules/README.md "Floors and front doors"). One line per export: why, and who.
 * - requireProcessing, startUpload, requireMediaRow, checkChunkTarget, receiveChunk, appendChunk, removeChunk,
 *   probeUpload, queueUploaded, refuseUpload: the upload use cases the console's media service runs (admin)
 * - listMediaRows: the church's media library, newest first (admin)
 * - deleteMediaRow, removeMediaFiles: deleting a media file, its row in the use case's transaction, its bytes after (admin)
 * - toAdminMedia: a media row as the console shows it (admin)
 * - mediaToolsAvailable: whether ffmpeg/ffprobe are there, for the console's list (admin)
 * - defineMediaJobs, queueMediaProcessing: the processing queue and the sweep, and queuing a complete upload (admin)
 * - MediaRow, ProbedMedia: row and ffprobe types of those use cases (admin)
 * - listCaptionRows, addCaption, removeCaption, removeCaptionFile, toAdminCaption, CaptionRow: a media file's caption
 *   tracks in the console (admin)
 * - mediaPlayback: signed links to play a ready media file, for a use case that decided the member may (content
 *   videos; Play). Call it inside your church transaction: `mediaPlayback(tx, church.id, mediaId, now, app)`
 * - requireReadyMedia: a media file of the church that is processed, for a content naming it (content)
 * - listReadyAudio, findReadyAudio, audioBytes, readAudio, AUDIO_TYPE: processed audio files an episode plays, their
 *   bytes for the public audio route and the feed's enclosure (podcast)
 */
export {
  appendChunk,
  checkChunkTarget,
  probeUpload,
  queueUploaded,
  receiveChunk,
  refuseUpload,
  removeChunk,
  requireMediaRow,
  requireProcessing,
  startUpload,
  type MediaRow,
  type ProbedMedia,
} from './media-uploads.ts';
export { audioBytes, AUDIO_TYPE, findReadyAudio, listReadyAudio, readAudio } from './media-audio.ts';
export { listMediaRows, deleteMediaRow, requireReadyMedia } from './media-queries.ts';
export { toAdminMedia } from './media-view.ts';
export { mediaToolsAvailable } from './media-tools.ts';
export { defineMediaJobs, queueMediaProcessing, removeMediaFiles } from './media.jobs.ts';
export { addCaption, listCaptionRows, removeCaption, removeCaptionFile, toAdminCaption, type CaptionRow } from './media-captions.ts';
export { mediaPlayback } from './media-playback.ts';
