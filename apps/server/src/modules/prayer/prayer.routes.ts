import multipart from '@fastify/multipart';
import { ZChurchIdQuery } from '@congrega/contract/church';
import { ZErrorBody } from '@congrega/contract/errors';
import {
  ZMyPrayer,
  ZMyPrayerList,
  ZPrayBody,
  ZPrayerCreateBody,
  ZPrayerDetail,
  ZPrayerIdParams,
  ZPrayerMessage,
  ZPrayerMessageBody,
  ZPrayerReasonList,
  ZPrayerWall,
  ZPrayerWallItemParams,
  ZPrayerWallParams,
  ZPrayerWallQuery,
  ZPrayResult,
} from '@congrega/contract/prayer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFormOptions, uploadErrorHandler, zOptionalImageFile } from '../../lib/image-upload.ts';
import {
  addMessage,
  createPrayer,
  getPrayer,
  getReasons,
  getWall,
  listMyPrayers,
  pray,
  removePrayer,
} from './prayer.service.ts';
import { requireModule } from '../church/module-gate.ts';

const tags = ['Prayer'];
const bearer = [{ bearer: [] }];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Prayer wall (spec section 7, "Prayer"; MOD_MURAL_ORACAO). Rules live in prayer.service.ts. */
export default async function prayerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // onRequest (not preHandler): a church without the module, or a visitor on a member route, is
  // refused before any body (possibly a 5 MB upload) is read or validated.
  app.addHook('onRequest', requireModule(app, 'MOD_MURAL_ORACAO'));
  // Prayer requests are personal and the wall is per viewer (meu, orouHoje): never in shared caches.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/oracao/:slug', {
    onRequest: app.optionalAuth,
    schema: {
      summary: 'Prayer wall: published requests, newest first',
      description: '`orouHoje` is present for logged-in callers; `meu` marks the caller\'s own requests.',
      tags,
      params: ZPrayerWallParams,
      querystring: ZPrayerWallQuery,
      response: { 200: ZPrayerWall, ...errors },
    },
  }, async (req) => getWall(app, req.church, req.params.slug, req.auth, req.query));

  app.get('/oracao/:slug/:id', {
    onRequest: app.optionalAuth,
    schema: {
      summary: 'One prayer request with its supportive messages',
      description: 'An unpublished request is visible only to its author and church staff; others get 404 PRAYER_NOT_FOUND.',
      tags,
      params: ZPrayerWallItemParams,
      response: { 200: ZPrayerDetail, ...errors },
    },
  }, async (req) => getPrayer(app, req.church, req.params.slug, req.params.id, req.auth));

  app.get('/igreja/:slug/oracao-motivo/', {
    schema: {
      summary: 'Active prayer reasons of the church',
      tags,
      params: ZPrayerWallParams,
      response: { 200: ZPrayerReasonList, ...errors },
    },
  }, async (req) => getReasons(app, req.church, req.params.slug));

  app.get('/user/oracao', {
    onRequest: app.authenticate,
    schema: {
      summary: "The caller's own prayer requests (published or not), newest first",
      tags,
      security: bearer,
      querystring: ZChurchIdQuery,
      response: { 200: ZMyPrayerList, ...errors },
    },
  }, async (req) => listMyPrayers(app, req.church, req.query.igreja, req.auth!));

  // Only this route accepts multipart: the parser is registered in its own child plugin.
  await app.register(async (child) => {
    const upload = child.withTypeProvider<ZodTypeProvider>();
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    upload.post('/oracao/', {
      onRequest: app.authenticate,
      schema: {
        summary: 'New prayer request (multipart/form-data, optional `imagem` file)',
        description:
          'Booleans are sent as "true"/"false". The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata. ' +
          'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        body: ZPrayerCreateBody.extend({ imagem: zOptionalImageFile }),
        response: { 201: ZMyPrayer, ...errors, 413: ZErrorBody, 415: ZErrorBody },
      },
    }, async (req, reply) => {
      const { imagem, ...fields } = req.body;
      return reply.status(201).send(await createPrayer(app, req.church, req.auth!, fields, imagem));
    });
  });

  app.post('/oracao/mensagem/', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Supportive message under a prayer request the caller can see',
      tags,
      security: bearer,
      body: ZPrayerMessageBody,
      response: { 201: ZPrayerMessage, ...errors },
    },
  }, async (req, reply) => reply.status(201).send(await addMessage(app, req.church, req.auth!, req.body)));

  app.post('/oracao/orar/', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Pray for a request',
      description: 'Counts at most once per member, request and calendar day (America/Sao_Paulo); repeated taps change nothing.',
      tags,
      security: bearer,
      body: ZPrayBody,
      response: { 200: ZPrayResult, ...errors },
    },
  }, async (req) => pray(app, req.church, req.auth!, req.body.idOracao));

  app.delete('/oracao/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Delete an own prayer request (irreversible: messages, prayers and image go too)',
      tags,
      security: bearer,
      params: ZPrayerIdParams,
      response: { 204: z.null(), ...errors },
    },
  }, async (req, reply) => {
    await removePrayer(app, req.church, req.auth!, req.params.id);
    return reply.status(204).send(null);
  });
}
