import { translate } from '@congrega/contract/messages';
import type { TErrorBody } from '@congrega/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { requestLocale } from '../core/locale.ts';

/** Maps one zod issue (as fastify-type-provider-zod reports it) to a message key and its parameters. */
function issueMessage(issue: ZodFastifySchemaValidationError): [string, Record<string, string | number>] {
  const params = issue.params as Record<string, unknown>;
  const message = issue.message ?? '';
  if (message.startsWith('validation.')) {
    return [message, { max: Number(params.maximum ?? 0), min: Number(params.minimum ?? 0) }];
  }
  if (issue.keyword === 'invalid_type' && /received undefined/.test(message)) return ['validation.required', {}];
  if (issue.keyword === 'too_big' && params.origin === 'string') return ['validation.maxLength', { max: Number(params.maximum) }];
  return ['validation.invalid', {}];
}

const MULTIPART_PARSE_ERROR = /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form)/;

function send(reply: FastifyReply, status: number, body: TErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  // Unknown routes (any method) answer the same JSON error body as everything else.
  app.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND');
  });
  app.setErrorHandler((error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(req);

    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translate(locale, v, error.params)]))
        : undefined;
      if (error.statusCode === 429 && error.params.seconds) reply.header('retry-after', String(error.params.seconds));
      // A validation failure leads with its first field's message, like schema validation does.
      const message =
        (error.code === 'VALIDATION_FAILED' && fields && Object.values(fields)[0]) ||
        translate(locale, `error.${error.code}`, error.params);
      return send(reply, error.statusCode, { code: error.code, message, fields });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        // strictObject: name each unexpected key as its own field instead of the parent object.
        if (issue.keyword === 'unrecognized_keys') {
          for (const key of (issue.params as { keys?: string[] }).keys ?? []) {
            fields[base ? `${base}.${key}` : key] = translate(locale, 'validation.unexpectedField');
          }
          continue;
        }
        const path = base || '_';
        if (!(path in fields)) fields[path] = translate(locale, ...issueMessage(issue));
      }
      const first = Object.values(fields)[0] ?? translate(locale, 'error.VALIDATION_FAILED');
      return send(reply, 400, { code: 'VALIDATION_FAILED', message: first, fields });
    }

    // A malformed multipart body: the parser (busboy) throws plain errors without a status.
    if (!error.statusCode && MULTIPART_PARSE_ERROR.test(error.message ?? '')) {
      return send(reply, 400, { code: 'BAD_REQUEST', message: translate(locale, 'error.BAD_REQUEST') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, {
        code: 'TOO_MANY_REQUESTS',
        message: translate(locale, 'error.TOO_MANY_REQUESTS', { seconds: String(reply.getHeader('retry-after') ?? 60) }),
      });
    }
    if (status === 413)
      return send(reply, 413, { code: 'FILE_TOO_LARGE', message: translate(locale, 'error.FILE_TOO_LARGE', { maxMb: 5 }) });
    if (status === 415) return send(reply, 415, { code: 'BAD_REQUEST', message: translate(locale, 'error.BAD_REQUEST') });
    if (status >= 400 && status < 500) {
      return send(reply, status, {
        code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
        message: translate(locale, status === 404 ? 'error.NOT_FOUND' : 'error.BAD_REQUEST'),
      });
    }
    // The `err` serializer (lib/log-safe-error.ts) keeps the type, code and frames: never a message or bind value.
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL_ERROR', message: translate(locale, 'error.INTERNAL_ERROR') });
  });
});
