import { hasControlCharacters } from '@congrega/contract/validators';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Path (as zod reports it) of the first string, key or value, holding a control character; undefined when none. */
function controlCharacterPath(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key];
    const found = controlCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The zod validator compiler, preceded by one rule for every params/query/body/header of every route: no NUL or
 * other control character anywhere (PostgreSQL refuses NUL in text; nobody types the others). The contract's text
 * helpers refuse them too; this also covers plain `z.string()` fields and future schemas.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart === 'headers') return validate;
  return (data: unknown) => {
    const path = controlCharacterPath(data);
    if (path) {
      // The shape fastify-type-provider-zod gives its own issues, so the error handler translates it the same way.
      const issue = {
        [Symbol.for('ZodFastifySchemaValidationError')]: true,
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/custom`,
        message: 'validation.invalidCharacters',
        params: {},
      };
      return { error: [issue] };
    }
    return validate(data);
  };
};
