import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { LOG_REDACT_PATHS, redactUrl } from './lib/redact.ts';
import authPlugin from './plugins/auth.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import mediaPlugin from './plugins/media.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import seedOnStartPlugin from './plugins/seed-on-start.ts';
import tenantPlugin from './plugins/tenant.ts';
import webPlugin from './plugins/web.ts';
import mailPlugin from './modules/mail/mail.plugin.ts';

export interface BuildOptions {
  config: Config;
  /** Tests pass an already migrated database; otherwise one is opened from the config. */
  database?: Database;
}

/** Feature modules, each a Fastify plugin mounted under /api/v1. One line per feature. */
const API_MODULES: Array<() => Promise<{ default: (app: FastifyInstance) => Promise<void> }>> = [
  () => import('./modules/church/church.routes.ts'),
  () => import('./modules/accounts/accounts.routes.ts'),
  () => import('./modules/notifications/notifications.routes.ts'),
  () => import('./modules/utils/utils.routes.ts'),
  () => import('./modules/prayer/prayer.routes.ts'),
  () => import('./modules/notes/notes.routes.ts'),
];

/** Screen-shaped aggregates for the web app (backend-for-frontend), mounted under /bff. */
const BFF_MODULES: Array<() => Promise<{ default: (app: FastifyInstance) => Promise<void> }>> = [
  () => import('./modules/bff/bff.routes.ts'),
];

export async function buildApp({ config, database }: BuildOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.headers.host, ip: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(seedOnStartPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  await app.register(tenantPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(openapiPlugin);
  await app.register(mediaPlugin);

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    await app.database.db.execute('select 1');
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  await app.register(
    async (api) => {
      for (const load of API_MODULES) await api.register((await load()).default);
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    async (bff) => {
      for (const load of BFF_MODULES) await bff.register((await load()).default);
    },
    { prefix: '/bff' },
  );
  // Last: the built web app answers every other GET (skipped, with a hint, when it is not built).
  await app.register(webPlugin);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
