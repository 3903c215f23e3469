import * as notes from '@congrega/contract/endpoints/notes';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { createNote, getNote, listMyNotes, removeNote, saveNote } from './notes.service.ts';

/** Sermon notes (spec section 7): routes from the contract's descriptors; rules in notes.service.ts. */
export default async function notesRoutes(app: FastifyInstance) {
  registerEndpoint(app, notes.listMyNotes, ({ req, auth, query }) => listMyNotes(app, req.church, auth, query));
  registerEndpoint(app, notes.createNote, ({ req, auth, query, body }) => createNote(app, req.church, auth, query.igreja, body));
  registerEndpoint(app, notes.getNote, ({ req, auth, params }) => getNote(app, req.church, auth, params.id));
  registerEndpoint(app, notes.updateNote, ({ req, auth, params, body }) => saveNote(app, req.church, auth, params.id, body));
  registerEndpoint(app, notes.deleteNote, async ({ req, auth, params }) => {
    await removeNote(app, req.church, auth, params.id);
    return null;
  });
}
