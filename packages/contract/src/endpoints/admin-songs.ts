import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZAdminSong,
  ZAdminSongBody,
  ZAdminSongListPage,
  ZAdminSongListQuery,
  ZAdminSongParams,
  ZAdminSongScoreUpload,
  ZAdminSongScoreUploadBody,
} from '../admin/songs.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Authoring worship songs in the staff console (admin/songs.ts): the `content` grant, view to read and edit to change. */
const songs = { base: 'admin', auth: 'staff', tags: ['admin-songs'], cache: 'private' } as const;
const view = { area: 'content', action: 'view' } as const;
const edit = { area: 'content', action: 'edit' } as const;

export const adminSongList = defineEndpoint({
  ...songs,
  grant: view,
  method: 'GET',
  path: '/admin/:church/songs',
  summary: "The church's songs for the console by title (search in title, author and theme), off ones included",
  params: ZAdminChurchParams,
  query: ZAdminSongListQuery,
  status: 200,
  response: ZAdminSongListPage,
  errors: [400, 401, 403, 404],
});

export const adminSongCreate = defineEndpoint({
  ...songs,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/songs',
  summary: 'Creates a song: its data, lyrics with chords (cifra or ChordPro, kept as ChordPro) and score files',
  params: ZAdminChurchParams,
  body: ZAdminSongBody,
  status: 201,
  response: ZAdminSong,
  errors: [400, 401, 403, 404],
});

export const adminSongGet = defineEndpoint({
  ...songs,
  grant: view,
  method: 'GET',
  path: '/admin/:church/songs/:songId',
  summary: 'A song for editing: every field, its lyrics as the ChordPro kept',
  params: ZAdminSongParams,
  status: 200,
  response: ZAdminSong,
  errors: [400, 401, 403, 404],
});

export const adminSongUpdate = defineEndpoint({
  ...songs,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/songs/:songId',
  summary: 'Replaces a song (score files left out are deleted once saved)',
  params: ZAdminSongParams,
  body: ZAdminSongBody,
  status: 200,
  response: ZAdminSong,
  errors: [400, 401, 403, 404],
});

export const adminSongDelete = defineEndpoint({
  ...songs,
  grant: edit,
  method: 'DELETE',
  path: '/admin/:church/songs/:songId',
  summary: 'Deletes a song and its uploaded score files',
  params: ZAdminSongParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const adminSongScoreUpload = defineEndpoint({
  ...songs,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/songs/scores',
  multipart: true,
  summary: "Uploads a song's score file (multipart/form-data: the `arquivo` file) into the church's songs folder",
  description:
    'A PDF (its bytes start with %PDF-, at most 10 MB, no script or launch actions) is kept as sent; an image (JPEG, PNG or WebP, ' +
    "at most 5 MB) is re-encoded to WebP without metadata. The answer is its path and kind, for a song body's `partituras`. " +
    'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZAdminChurchParams,
  body: ZAdminSongScoreUploadBody,
  status: 201,
  response: ZAdminSongScoreUpload,
  errors: [400, 401, 403, 404, 413, 415],
});
