import multipart from '@fastify/multipart';
import * as prayer from '@congrega/contract/endpoints/prayer';
import { ZPrayerCreateBody, type TPrayerCreateValues } from '@congrega/contract/prayer';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zOptionalImageFile } from '../../lib/image-upload.ts';
import { prayerWallStream } from './prayer-wall-live.ts';
import { prayerMessageLimit } from './prayer-message-limit.ts';
import { extendPrayer, reportPrayer, reportPrayerMessage } from './prayer-reports.service.ts';
import { addMessage, createPrayer, getPrayer, getReasons, getWall, listMyPrayers, pray, removePrayer } from './prayer.service.ts';

/** Prayer wall (spec section 7): routes from the contract's descriptors; rules in prayer.service.ts. */
export default async function prayerRoutes(app: FastifyInstance) {
  registerEndpoint(app, prayer.getPrayerWall, ({ req, params, query }) => getWall(app, req.church, params.slug, req.auth, query));
  registerEndpoint(app, prayer.getPrayerWallStream, async ({ req, reply, params }) => {
    reply.header('x-accel-buffering', 'no');
    return prayerWallStream(app, req, params.slug);
  });
  registerEndpoint(app, prayer.getPrayer, ({ req, params }) => getPrayer(app, req.church, params.slug, params.id, req.auth));
  registerEndpoint(app, prayer.getPrayerReasons, ({ req, params }) => getReasons(app, req.church, params.slug));
  registerEndpoint(app, prayer.listMyPrayers, ({ req, auth, query }) => listMyPrayers(app, req.church, query.igreja, auth));
  const messageBudget = prayerMessageLimit(app);
  registerEndpoint(app, prayer.sendPrayerMessage, async ({ req, auth, body }) => {
    await messageBudget(req.church, auth);
    return addMessage(app, req.church, auth, body);
  });
  registerEndpoint(app, prayer.pray, ({ req, auth, body }) => pray(app, req.church, auth, body.idOracao));
  registerEndpoint(app, prayer.reportPrayer, ({ req, auth, body }) => reportPrayer(app, req.church, auth, body.idOracao));
  registerEndpoint(app, prayer.reportPrayerMessage, ({ req, auth, body }) => reportPrayerMessage(app, req.church, auth, body.idMensagem));
  registerEndpoint(app, prayer.extendPrayer, ({ req, auth, body }) => extendPrayer(app, req.church, auth, body.idOracao));
  registerEndpoint(app, prayer.deletePrayer, async ({ req, auth, params }) => {
    await removePrayer(app, req.church, auth, params.id);
    return null;
  });

  // Only this route accepts multipart: the parser is registered in its own child plugin.
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    const body = ZPrayerCreateBody.extend({ imagem: zOptionalImageFile });
    registerEndpoint(
      upload,
      prayer.createPrayer,
      ({ req, auth }) => {
        const { imagem, ...fields } = req.body as TPrayerCreateValues & { imagem?: Buffer };
        return createPrayer(app, req.church, auth, fields, imagem);
      },
      { body },
    );
  });
}
