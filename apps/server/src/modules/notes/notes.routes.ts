import { ZChurchIdQuery } from '@congrega/contract/church';
import { ZErrorBody } from '@congrega/contract/errors';
import { ZNote, ZNoteCreateBody, ZNoteList, ZNoteListQuery, ZNoteParams, ZNoteUpdateBody } from '@congrega/contract/notes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createNote, getNote, listMyNotes, removeNote, saveNote } from './notes.service.ts';

const tags = ['Sermon notes'];
const security = [{ bearer: [] }];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Sermon notes (spec section 7, "Sermon notes"): private to their author. Rules in notes.service.ts. */
export default async function notesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Every route is the member's own: refuse visitors before reading the body, keep answers out of caches.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/user/nota-sermao', {
    schema: {
      summary: "The caller's sermon notes, most recently changed first",
      tags,
      security,
      querystring: ZNoteListQuery,
      response: { 200: ZNoteList, ...errors },
    },
  }, async (req) => listMyNotes(app, req.church, req.auth!, req.query));

  app.post('/nota-sermao/', {
    schema: {
      summary: 'New sermon note',
      tags,
      security,
      querystring: ZChurchIdQuery,
      body: ZNoteCreateBody,
      response: { 201: ZNote, ...errors },
    },
  }, async (req, reply) => reply.status(201).send(await createNote(app, req.church, req.auth!, req.query.igreja, req.body)));

  app.get('/nota-sermao/:id', {
    schema: { summary: 'One own sermon note', tags, security, params: ZNoteParams, response: { 200: ZNote, ...errors } },
  }, async (req) => getNote(app, req.church, req.auth!, req.params.id));

  app.put('/nota-sermao/:id', {
    schema: {
      summary: 'Save an own sermon note',
      description: 'Send the `dataUltimaAlteracao` last read to get 409 NOTE_CONFLICT instead of overwriting a newer edit.',
      tags,
      security,
      params: ZNoteParams,
      body: ZNoteUpdateBody,
      response: { 200: ZNote, ...errors, 409: ZErrorBody },
    },
  }, async (req) => saveNote(app, req.church, req.auth!, req.params.id, req.body));

  app.delete('/nota-sermao/:id', {
    schema: { summary: 'Delete an own sermon note', tags, security, params: ZNoteParams, response: { 204: z.null(), ...errors } },
  }, async (req, reply) => {
    await removeNote(app, req.church, req.auth!, req.params.id);
    return reply.status(204).send(null);
  });
}
