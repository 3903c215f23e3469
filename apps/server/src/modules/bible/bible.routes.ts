import * as bible from '@congrega/contract/endpoints/bible';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { BibleProvider } from './bible-provider.ts';
import { shippedChapter } from './bible-text.ts';
import { getChapter, listVersions } from './bible.service.ts';

/** The Bible reader's API (spec section 2, /bible): rules in bible.service.ts. */
export default async function bibleRoutes(app: FastifyInstance) {
  const provider = new BibleProvider(app.config.bibleProvider, app.log);
  registerEndpoint(app, bible.listBibleVersions, async () => listVersions(provider));
  registerEndpoint(app, bible.getBibleChapter, ({ params }) => getChapter(provider, params));
  // A running server reads the English text once at start (about 0.4 s), so no reader waits for it; the Spanish
  // one is read on its first chapter (about 0.1 s) so churches without Spanish readers do not hold it in memory.
  // Tests load both on their first chapter instead of in every app they build.
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      void shippedChapter('kjv', 'GEN', 1).catch((err: unknown) => app.log.warn({ reason: (err as Error).name }, 'bible text not loaded'));
    });
  }
}
