import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEDIA_MAX_BYTES } from './admin/media.ts';
import type { AnyEndpoint } from './endpoint.ts';

/**
 * Every number a path or query carries is bounded by the int4 columns ids live in: an id filter declared by hand
 * (`z.coerce.number().int().positive()`, no max) let `?tipo=2147483648` reach PostgreSQL and answer 500. This walks
 * every endpoint descriptor exported anywhere in the contract (new ones are walked as soon as they exist) and
 * fails for a path or query field that reads "1" as a number but accepts 2147483648: declare ids with `ZId`
 * (`ZId.optional()` for a filter) and page numbers with `zPageNumber`, both from common.ts.
 */
const SOURCE = import.meta.dirname;
const TOO_BIG = '2147483648';
/**
 * Numbers that are not ids and pass int4 on purpose, each bounded by its own maximum (and a bigint column): a media
 * upload's byte offset (files up to MEDIA_MAX_BYTES).
 */
const BEYOND_INT4 = new Map([['PUT /admin/:church/media/:id/chunk query offset', MEDIA_MAX_BYTES]]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  const v = value as Partial<AnyEndpoint> | null;
  return typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string' && !!v.response;
}

/** Endpoint descriptors in an export: itself, or nested in a plain object (the content kinds' endpoint groups). */
function endpointsIn(value: unknown, found: Set<AnyEndpoint>, depth = 0): void {
  if (depth > 3 || typeof value !== 'object' || value === null || value instanceof z.ZodType) return;
  if (isEndpoint(value)) {
    found.add(value);
    return;
  }
  for (const inner of Object.values(value)) endpointsIn(inner, found, depth + 1);
}

/** The fields of a params/query object schema (through optional/refined wrappers), by name. */
function fieldsOf(schema: z.ZodType | undefined): [string, z.ZodType][] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>);
  throw new Error(`params/query schema of kind ${schema.def.type}: teach fieldsOf to read it`);
}

function readsAsNumber(field: z.ZodType): boolean {
  const result = field.safeParse('1');
  return result.success && typeof result.data === 'number';
}

describe('path and query numbers of every endpoint descriptor', () => {
  const endpoints = new Set<AnyEndpoint>();

  beforeAll(async () => {
    for (const file of sourceFiles(SOURCE)) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) endpointsIn(value, endpoints);
    }
  });

  it('finds the descriptors, the content kinds’ included', () => {
    expect(endpoints.size).toBeGreaterThan(100);
    const paths = [...endpoints].map((e) => e.path);
    expect(paths).toContain('/igreja/:slug/publicacao/');
    expect(paths).toContain('/igreja/:slug/ministerio-projeto/');
  });

  it('refuses 2147483648 in every path and query field that reads a number', () => {
    const unbounded: string[] = [];
    let numbers = 0;
    for (const endpoint of endpoints) {
      for (const [where, schema] of [
        ['path', endpoint.params],
        ['query', endpoint.query],
      ] as const) {
        for (const [name, field] of fieldsOf(schema)) {
          if (!readsAsNumber(field)) continue;
          numbers++;
          const key = `${endpoint.method} ${endpoint.path} ${where} ${name}`;
          const limit = BEYOND_INT4.get(key);
          if (field.safeParse(limit === undefined ? TOO_BIG : String(limit + 1)).success) unbounded.push(key);
        }
      }
    }
    expect(numbers).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });
});
