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
import rateLimitPlugin from './plugins/rate-limit.ts';
import tenantPlugin from './plugins/tenant.ts';

export interface BuildOptions {
  config: Config;
  /** Tests pass an already migrated database; otherwise one is opened from the config. */
  database?: Database;
}

/** Feature modules, each a Fastify plugin mounted under /api/v1. One line per feature. */
const API_MODULES: Array<() => Promise<{ default: (app: FastifyInstance) => Promise<void> }>> = [];

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
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  await app.register(tenantPlugin);
  await app.register(authPlugin);
  await app.register(openapiPlugin);

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

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
