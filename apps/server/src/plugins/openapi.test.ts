import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOpenApi, countByRule, type Conformance } from '../test/openapi-conformance.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The served OpenAPI document as the tools that read it see it (issue 37): the official OpenAPI 3.1 schema,
 * Spectral's OAS ruleset at no error, and a TypeScript client generated from it (openapi-typescript) that compiles
 * and keeps the contract's types. Spectral's warnings are printed by rule; the kinds allowed are listed below.
 */

/**
 * The warnings Spectral may still give, each for its reason: the spec's paths end in `/` (they are the contract);
 * most operations say what they do in a `summary` alone (the rule wants a `description` too, which would repeat
 * it); the API has no public contact to name.
 */
const ACCEPTED_WARNINGS = new Set(['path-keys-no-trailing-slash', 'operation-description', 'info-contact']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; description?: string }[];
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };

function operations(doc: Doc): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]): [string, string, Operation] => [method, p, op]),
  );
}

const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');

/** Uses a few paths' types of the generated client; each `@ts-expect-error` fails the compile if a type went loose. */
const CLIENT_USE = `
import type { components, operations, paths } from './schema';
import type { TPrayerWall } from '${CONTRACT}/prayer.ts';
import type { TStaffMe } from '${CONTRACT}/admin/staff-session.ts';

type Ok<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// GET /api/v1/oracao/{slug}: the merged path entry, its parameter a church slug; the answer is the contract's.
type Wall = paths['/api/v1/oracao/{slugOrId}']['get'];
export const wallParams: Wall['parameters']['path'] = { slugOrId: 'videira' };
export const wallSize = (wall: Ok<Wall>): number => wall.total + wall.oracoes.length;
export const wallIsContract: Same<Ok<Wall>, TPrayerWall> = true;
// @ts-expect-error the page is a number
export const wallQuery: Wall['parameters']['query'] = { page: 'one' };

// DELETE /api/v1/oracao/{id}: the same entry, a prayer request's uuid.
export const deleteParams: paths['/api/v1/oracao/{slugOrId}']['delete']['parameters']['path'] = {
  slugOrId: '00000000-0000-4000-8000-000000000000',
};

// POST /api/v1/igreja/{id}/usuario/: the church's id, a number, and the registration body.
type Register = operations['postIgrejaByIdUsuario'];
export const registerParams: Register['parameters']['path'] = { clientOrId: 1 };
// @ts-expect-error an id is not text
export const registerSlug: Register['parameters']['path'] = { clientOrId: 'videira' };
// @ts-expect-error the body needs at least the name
export const registerEmpty: Register['requestBody']['content']['application/json'] = {};

// The staff console's API (GET /api/v1/admin/me).
export const staffMeIsContract: Same<Ok<operations['getAdminMe']>, TStaffMe> = true;
export const staffChurches = (me: components['schemas']['StaffMe']): number => me.igrejas.length;
`;

/** Generates the client into a temporary folder and type-checks a file using it (strict); the diagnostics. */
async function compileGeneratedClient(doc: Doc): Promise<{ diagnostics: string[]; dir: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-openapi-client-'));
  await fs.writeFile(path.join(dir, 'schema.ts'), astToString(await openapiTS(structuredClone(doc) as never)));
  await fs.writeFile(path.join(dir, 'use.ts'), CLIENT_USE);
  const program = ts.createProgram([path.join(dir, 'use.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noUnusedLocals: true,
    skipLibCheck: true,
    types: [],
  });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? path.basename(d.file.fileName) : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  return { diagnostics, dir };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  let result: Conformance;
  let tempDir: string | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
    result = await checkOpenApi(doc);
  });
  afterAll(async () => {
    await t.close();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  });

  it('is OpenAPI 3.1 as the official schema of that version has it', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(result.validatorErrors).toEqual([]);
    expect(result.version).toBe('3.1');
  });

  it("passes Spectral's OAS ruleset with no error, and only the accepted kinds of warning", () => {
    const errors = result.spectral.filter((f) => f.severity === 'error');
    const warnings = result.spectral.filter((f) => f.severity === 'warning');
    process.stdout.write(
      `OpenAPI: validator ${result.validatorErrors.length} errors; Spectral (spectral:oas) ${errors.length} errors, ` +
        `${warnings.length} warnings ${JSON.stringify(countByRule(warnings))}\n`,
    );
    expect(errors.map((f) => `${f.rule} at ${f.path}: ${f.message}`)).toEqual([]);
    expect(Object.keys(countByRule(warnings)).filter((rule) => !ACCEPTED_WARNINGS.has(rule))).toEqual([]);
  });

  it('gives every operation a unique operationId, a declared tag and a summary', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(200);
    const ids = ops.map(([, , op]) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ops.length);
    const declared = new Set(doc.tags.map((tag) => tag.name));
    const untagged = ops.filter(([, , op]) => !op.tags?.length || !op.tags.every((tag) => declared.has(tag)));
    expect(untagged.map(([m, p]) => `${m} ${p}`)).toEqual([]);
    const unexplained = ops.filter(([, , op]) => !(op.summary ?? op.description)?.trim());
    expect(unexplained.map(([m, p]) => `${m} ${p}`)).toEqual([]);
    // The staff console's API is in the same document, held to the same rules.
    expect(ops.filter(([, p]) => p.startsWith('/api/v1/admin/')).length).toBeGreaterThan(25);
  });

  it("keeps the spec's paths that differ only by template names as one entry, each operation saying what it carries", () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.length - new Set(shapes).size).toBe(0);
    const usuario = doc.paths['/api/v1/igreja/{clientOrId}/usuario/']!;
    expect(usuario.get!.operationId).toBe('getIgrejaByClientUsuario');
    expect(usuario.post!.operationId).toBe('postIgrejaByIdUsuario');
    const prayer = doc.paths['/api/v1/oracao/{slugOrId}']!;
    expect(prayer.get!.parameters!.find((p) => p.in === 'path')!.description).toContain('`slug` of the spec');
    expect(prayer.delete!.parameters!.find((p) => p.in === 'path')!.description).toContain('`id` of the spec');
    for (const gone of ['/api/v1/igreja/{client}/usuario/', '/api/v1/igreja/{id}/usuario/', '/api/v1/oracao/{slug}', '/api/v1/oracao/{id}'])
      expect(doc.paths[gone], gone).toBeUndefined();
  });

  it('generates a typed client (openapi-typescript) that compiles and matches the contract', async () => {
    const { diagnostics, dir } = await compileGeneratedClient(doc);
    tempDir = dir;
    expect(diagnostics).toEqual([]);
  });
});
