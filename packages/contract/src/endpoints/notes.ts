import { z } from 'zod';
import { ZChurchIdQuery } from '../church.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZNote, ZNoteCreateBody, ZNoteList, ZNoteListQuery, ZNoteParams, ZNoteUpdateBody } from '../notes.ts';

/** Sermon notes (spec section 7, "Sermon notes"): the member's own, private, never cached. */
const common = { tags: ['Sermon notes'], auth: 'member', cache: 'private' } as const;

export const listMyNotes = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/user/nota-sermao',
  summary: "The caller's sermon notes, most recently changed first",
  query: ZNoteListQuery,
  status: 200,
  response: ZNoteList,
  errors: [400, 401, 403, 404],
});

export const createNote = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/nota-sermao/',
  summary: 'New sermon note',
  query: ZChurchIdQuery,
  body: ZNoteCreateBody,
  status: 201,
  response: ZNote,
  errors: [400, 401, 403, 404],
});

export const getNote = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/nota-sermao/:id',
  summary: 'One own sermon note',
  params: ZNoteParams,
  status: 200,
  response: ZNote,
  errors: [400, 401, 403, 404],
});

export const updateNote = defineEndpoint({
  ...common,
  method: 'PUT',
  path: '/nota-sermao/:id',
  summary: 'Save an own sermon note',
  description: 'Send the `dataUltimaAlteracao` last read to get 409 NOTE_CONFLICT instead of overwriting a newer edit.',
  params: ZNoteParams,
  body: ZNoteUpdateBody,
  status: 200,
  response: ZNote,
  errors: [400, 401, 403, 404, 409],
});

export const deleteNote = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/nota-sermao/:id',
  summary: 'Delete an own sermon note',
  params: ZNoteParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
