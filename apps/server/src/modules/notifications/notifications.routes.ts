import { ZIdParams } from '@congrega/contract/common';
import { ZNotificationList, ZNotificationQuery } from '@congrega/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationFeed } from './notifications.service.ts';

export default async function notificationsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/igreja/:id/notificacao/',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The caller's notifications at this church",
        description:
          '`id` must be the host church. Church-wide notifications plus those addressed to the caller, newest first (page from 1, default limit 30). `igreja.codigo` is the issuing church: another church of the organization means the app must switch church before opening it.',
        tags: ['notifications'],
        params: ZIdParams,
        querystring: ZNotificationQuery,
        response: { 200: ZNotificationList },
        security: [{ bearer: [] }],
      },
    },
    async (req) => notificationFeed(app, req.church.id, req.params.id, req.auth!.contaId, req.query),
  );
}
