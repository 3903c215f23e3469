import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { finishOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

const DOCS_FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * OpenAPI 3.1 generated from the contract's zod schemas (JSON Schema 2020-12, zod's toJSONSchema), browsable at
 * /api/docs (JSON at /api/docs/json); openapi-document.ts finishes it (operation ids, tags, equivalent paths).
 * openapi-conformance.test.ts holds it to the OpenAPI schema, Spectral's OAS rules and a generated client.
 */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Congrega API',
        version: '1',
        description:
          'Multi-tenant church API. The church is resolved from the Host header. Errors are `{ code, message, fields? }` with `message` in the Accept-Language.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      finishOpenApiDocument(jsonSchemaTransformObject(input) as OpenApiDocument) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  // The docs pages get the app's security headers: a CSP with the UI's own script/style hashes (no outside
  // hosts, no framing), nosniff and a referrer policy.
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (!reply.getHeader('content-security-policy')) reply.header('content-security-policy', DOCS_FALLBACK_CSP);
    });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(' validator.swagger.io', '')
          .replace(/ https:/g, '')
          .replace(' upgrade-insecure-requests;', ''),
      uiConfig: { validatorUrl: null },
    });
  });
});
