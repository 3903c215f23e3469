import * as bible from '@congrega/contract/endpoints/bible';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { BibleProvider } from './bible-provider.ts';
import { getChapter, listVersions } from './bible.service.ts';

/** The Bible reader's API (spec section 2, /bible): rules in bible.service.ts. */
export default async function bibleRoutes(app: FastifyInstance) {
  const provider = new BibleProvider(app.config.bibleProvider, app.log);
  registerEndpoint(app, bible.listBibleVersions, async () => listVersions(provider));
  registerEndpoint(app, bible.getBibleChapter, ({ params }) => getChapter(provider, params));
}
