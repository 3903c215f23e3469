import { parse } from 'node:querystring';
import * as notices from '@congrega/contract/endpoints/mail-notices';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { getNoticeMail, putNoticeMail, unsubscribeNotices } from './mail-notices.ts';

/**
 * Notice e-mails: the member's switch, and the one-click unsubscribe (RFC 8058): mail clients post `List-Unsubscribe=One-Click` form-encoded, which this
 * child plugin alone parses (the rest of the API takes JSON only).
 */
export async function mailNoticeRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
    done(null, parse(String(body))),
  );
  registerEndpoint(app, notices.unsubscribeNotices, ({ req, query }) => unsubscribeNotices(app, req.church, query.token));
  registerEndpoint(app, notices.getNoticeMail, ({ req, auth }) => getNoticeMail(app, req.church, auth));
  registerEndpoint(app, notices.setNoticeMail, ({ req, auth, body }) => putNoticeMail(app, req.church, auth, body.receberAvisosEmail));
}
