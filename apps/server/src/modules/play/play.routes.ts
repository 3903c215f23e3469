import * as play from '@congrega/contract/endpoints/play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, registerEndpoint } from '../../core/endpoint.ts';
import { requestLocale } from '../../core/locale.ts';
import { requireModule } from '../../core/module-gate.ts';
import { requireIdempotencyKey } from '../payments/payments.public.ts';
import { sendMediaFile, verifyMediaToken } from './play-media.ts';
import {
  addToMyList,
  findHlsFile,
  findMediaFile,
  getPlayback,
  getPlayConfig,
  getPlayContent,
  getPlayHome,
  listMyList,
  listPlayContents,
  removeFromMyList,
} from './play.service.ts';
import { cancelSubscription, listMySubscriptions, listPlayPlans, subscribe } from './subscriptions.service.ts';

/** Play (spec section 7, "Play"): routes from the contract's descriptors; rules in the services. */
export default async function playRoutes(app: FastifyInstance) {
  registerEndpoint(app, play.getPlayConfig, ({ req, params }) => getPlayConfig(app, req.church, params.slug));
  registerEndpoint(app, play.listPlayPlans, ({ req, params }) => listPlayPlans(app, req.church, params.slug));
  registerEndpoint(app, play.getPlayHome, ({ req, params }) => getPlayHome(app, req.church, req.auth ?? null, params.slug));
  registerEndpoint(app, play.listPlayContents, ({ req, query }) => listPlayContents(app, req.church, req.auth ?? null, query));
  registerEndpoint(app, play.getPlayContent, ({ req, params }) => getPlayContent(app, req.church, req.auth ?? null, params.id));
  registerEndpoint(app, play.getPlayPlayback, ({ req, auth, params }) => getPlayback(app, req.church, auth, params.id));
  registerEndpoint(app, play.addToPlayList, ({ req, auth, query }) => addToMyList(app, req.church, auth, query));
  registerEndpoint(app, play.listPlayList, ({ req, auth, query }) => listMyList(app, req.church, auth, query));
  registerEndpoint(app, play.removeFromPlayList, async ({ req, auth, params }) => {
    await removeFromMyList(app, req.church, auth, params.id);
    return null;
  });
  registerEndpoint(app, play.subscribePlay, ({ req, auth, body }) =>
    subscribe(app, req.church, auth, requestLocale(req), requireIdempotencyKey(req.headers['idempotency-key']), body),
  );
  registerEndpoint(app, play.listMyPlaySubscriptions, ({ req, auth, params, query }) =>
    listMySubscriptions(app, req.church, auth, params.id, query.igreja),
  );
  registerEndpoint(app, play.cancelPlaySubscription, ({ req, auth, params }) => cancelSubscription(app, req.church, auth, params.id));

  // The signed media link (made by getPlayback): no bearer (a <video> element cannot send one), the signature is the
  // permission; HTTP Range for seeking. Out of OpenAPI: its tokens only come from the playback answer.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/plano-assinatura-midia/:token',
    {
      onRequest: requireModule(app, 'MOD_ASSINATURA'),
      schema: {
        hide: true,
        params: z.strictObject({ token: z.string().min(1).max(200) }),
        response: errorResponses(400, 403, 404, 416),
      },
    },
    async (req, reply) => {
      const { contentId, kind } = verifyMediaToken(app.playMediaSecret, req.church.id, req.params.token, new Date());
      const { file, type } = await findMediaFile(app, req.church, contentId, kind);
      return sendMediaFile(req, reply, file, type);
    },
  );
  // An HLS rendition's playlist and segments under the same signed link (play-media.ts explains the scheme).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/plano-assinatura-midia/:token/:file',
    {
      onRequest: requireModule(app, 'MOD_ASSINATURA'),
      schema: {
        hide: true,
        params: z.strictObject({ token: z.string().min(1).max(200), file: z.string().min(1).max(80) }),
        response: errorResponses(400, 403, 404, 416),
      },
    },
    async (req, reply) => {
      const { contentId, kind } = verifyMediaToken(app.playMediaSecret, req.church.id, req.params.token, new Date());
      const { file, type } = await findHlsFile(app, req.church, contentId, kind, req.params.file);
      return sendMediaFile(req, reply, file, type);
    },
  );
}
