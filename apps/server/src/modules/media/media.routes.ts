import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../core/endpoint.ts';
import { sendRanged } from '../../lib/signed-media.ts';
import { signedMediaFile } from './media-playback.ts';

/**
 * The media library's signed playback links (made by mediaPlayback, media-playback.ts): no bearer (a <video>, hls.js
 * and a <track> cannot send one), the signature is the permission; HTTP Range for seeking. Out of OpenAPI: its
 * tokens only come from a playback answer.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/midia/:token/:file',
    {
      schema: {
        hide: true,
        params: z.strictObject({ token: z.string().min(1).max(200), file: z.string().min(1).max(80) }),
        response: errorResponses(400, 403, 404, 416),
      },
    },
    async (req, reply) => {
      const { file, type } = await signedMediaFile(app, req.church.id, req.params.token, req.params.file, new Date());
      return sendRanged(req, reply, file, type);
    },
  );
}
