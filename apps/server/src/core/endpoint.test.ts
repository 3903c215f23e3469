import { defineEndpoint } from '@congrega/contract/endpoint';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './endpoint.ts';
import { safeValidatorCompiler } from '../lib/validator.ts';

const base = { summary: 'probe', tags: ['probe'], status: 200, response: z.object({ who: z.number().nullable() }), errors: [401] } as const;
const memberOnly = defineEndpoint({ ...base, method: 'GET', path: '/member', auth: 'member' });
const optional = defineEndpoint({ ...base, method: 'GET', path: '/optional', auth: 'optional' });
const open = defineEndpoint({ ...base, method: 'GET', path: '/open', auth: 'none' });
const cached = defineEndpoint({ ...base, method: 'GET', path: '/cached', auth: 'member', cache: 60 });

/**
 * Type-level cases: `npm run typecheck` (tsc -p apps/server) compiles this file, so each `@ts-expect-error` line
 * must stay an error. A handler that uses the session on an 'optional' or 'none' descriptor without narrowing does
 * not compile, through the context's `auth` or through `req.auth` alike. Never called.
 */
export function typeCases(app: FastifyInstance): void {
  registerEndpoint(app, memberOnly, async ({ auth, req }) => ({ who: auth.contaId + req.auth.contaId }));

  // @ts-expect-error -- 'optional': auth may be null (a visitor)
  registerEndpoint(app, optional, async ({ auth }) => ({ who: auth.contaId }));
  // @ts-expect-error -- 'optional': so may req.auth
  registerEndpoint(app, optional, async ({ req }) => ({ who: req.auth.contaId }));
  registerEndpoint(app, optional, async ({ auth }) => ({ who: auth ? auth.contaId : null }));

  // @ts-expect-error -- 'none': the context has no auth at all
  registerEndpoint(app, open, async ({ auth }) => ({ who: auth.contaId }));
  // @ts-expect-error -- 'none': req.auth is always null there
  registerEndpoint(app, open, async ({ req }) => ({ who: req.auth.contaId }));
  registerEndpoint(app, open, async () => ({ who: null }));
}

async function probeApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  const session = (req: FastifyRequest) => (req.headers.authorization === 'Bearer 7' ? { contaId: 7, churchId: 1, usuarioId: 70 } : null);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    req.auth = session(req);
    if (!req.auth) throw Object.assign(new Error('no session'), { statusCode: 401 });
  });
  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) =>
    reply.code(err.statusCode ?? 500).send({ code: 'X', message: err.message }),
  );
  app.decorate('optionalAuth', async (req: FastifyRequest) => {
    req.auth = session(req);
  });
  registerEndpoint(app, memberOnly, async ({ auth }) => ({ who: auth.usuarioId }));
  registerEndpoint(app, optional, async ({ auth }) => ({ who: auth?.usuarioId ?? null }));
  registerEndpoint(app, open, async (ctx) => ({ who: 'auth' in ctx ? -1 : null }));
  registerEndpoint(app, cached, async ({ auth }) => ({ who: auth.contaId }));
  await app.ready();
  return app;
}

describe('registerEndpoint hands the handler the caller its descriptor says', () => {
  it("'member' gets the session, 'optional' the session or null, 'none' no auth key", async () => {
    const app = await probeApp();
    const call = async (url: string, token?: string) => {
      const res = await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.statusCode, who: res.statusCode === 200 ? res.json<{ who: number | null }>().who : undefined };
    };
    expect(await call('/member', '7')).toEqual({ status: 200, who: 70 });
    expect((await call('/member')).status).toBe(401);
    expect(await call('/optional', '7')).toEqual({ status: 200, who: 70 });
    expect(await call('/optional')).toEqual({ status: 200, who: null });
    expect(await call('/open', '7')).toEqual({ status: 200, who: null });
    await app.close();
  });

  it('a public cache lifetime goes on the success only: an error never sticks in a shared cache', async () => {
    const app = await probeApp();
    const ok = await app.inject({ url: '/cached', headers: { authorization: 'Bearer 7' } });
    expect([ok.statusCode, ok.headers['cache-control']]).toEqual([200, 'public, max-age=60']);
    const refused = await app.inject({ url: '/cached' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, undefined]);
    await app.close();
  });
});
