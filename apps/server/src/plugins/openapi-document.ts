/**
 * The last pass over the OpenAPI 3.1 document @fastify/swagger builds from the contract's descriptors, for what
 * code generators and linters need and the per-route transform cannot see (the whole document):
 * - every operation gets an `operationId` derived from its method and the spec's path (stable, unique);
 * - the tags the operations use are declared at the top level;
 * - the schema components are plain 2020-12 schemas: zod's `$id` (`#/components/schemas/X`, a fragment, which
 *   2020-12 forbids in `$id`) and `$schema` go, the document's dialect applies;
 * - components nothing references (the input twin of an output-only schema, and the reverse) are left out;
 * - paths that differ only by their template names (the spec's `/igreja/{client}/usuario/` and
 *   `/igreja/{id}/usuario/`), which OpenAPI holds to be one path, become one path entry (see mergeEquivalentPaths).
 */

type Json = Record<string, unknown>;
interface Parameter extends Json {
  name: string;
  in: string;
  description?: string;
}
interface Operation extends Json {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
}
type PathItem = Record<string, Operation | unknown>;
export interface OpenApiDocument extends Json {
  paths?: Record<string, PathItem>;
  tags?: { name: string; description?: string }[];
  components?: Json & { schemas?: Record<string, Json> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const API_PREFIX = '/api/v1';
const SCHEMA_REF = '#/components/schemas/';

function operationsOf(item: PathItem): [string, Operation][] {
  return METHODS.filter((m) => item[m]).map((m) => [m, item[m] as Operation]);
}

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** `GET /api/v1/igreja/{slug}/modulo/` -> `getIgrejaBySlugModulo` (the /api/v1 prefix is left out, /bff kept). */
export function operationIdFor(method: string, path: string): string {
  const rest = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  const words = rest
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return method.toLowerCase() + words.join('');
}

function assignOperationIds(paths: Record<string, PathItem>): void {
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of operationsOf(item)) {
      const base = op.operationId ?? operationIdFor(method, path);
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
      taken.add(id);
      op.operationId = id;
    }
  }
}

function declareTags(doc: OpenApiDocument): void {
  const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag]));
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [, op] of operationsOf(item)) for (const name of op.tags ?? []) if (!declared.has(name)) declared.set(name, { name });
  }
  doc.tags = [...declared.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const templateNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const camelJoin = (names: string[]) => names.map((name, i) => (i === 0 ? name : name[0]!.toUpperCase() + name.slice(1))).join('Or');

/**
 * The spec names one URL's segment differently on different methods (`GET /igreja/{client}/usuario/`, `POST
 * /igreja/{id}/usuario/`; `GET /oracao/{slug}` a church slug, `DELETE /oracao/{id}` a prayer request's uuid). The
 * server routes them as one path (the router has one node per segment); OpenAPI too holds paths that differ only
 * by template names to be the same, and two such entries make the document invalid. So they become one entry whose
 * segment joins the names (`{clientOrId}`, `{slugOrId}`), with each operation keeping its own parameter, schema and
 * all (the operations' requests are unchanged: the name of a template is not sent), described by the name and path
 * the spec gives it; the path item's description lists the spec's paths it stands for.
 */
export function mergeEquivalentPaths(paths: Record<string, PathItem>): Record<string, PathItem> {
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) groups.set(shapeOf(path), [...(groups.get(shapeOf(path)) ?? []), path]);
  const merged: Record<string, PathItem> = {};
  for (const [shape, members] of groups) {
    if (members.length === 1) {
      merged[members[0]!] = paths[members[0]!]!;
      continue;
    }
    const names = members.map(templateNames);
    const slots = names[0]!.map((_, slot) => camelJoin([...new Set(names.map((n) => n[slot]!))]));
    let slot = 0;
    const path = shape.replace(/\{\}/g, () => `{${slots[slot++]}}`);
    const item: PathItem = {};
    const spelled: string[] = [];
    members.forEach((member, m) => {
      const rename = new Map(names[m]!.map((name, s) => [name, slots[s]!]));
      for (const [method, op] of operationsOf(paths[member]!)) {
        if (item[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${member} and an equivalent path of ${path} clash`);
        spelled.push(`\`${method.toUpperCase()} ${member}\``);
        op.parameters = op.parameters?.map((param) => {
          const to = param.in === 'path' ? rename.get(param.name) : undefined;
          if (!to || to === param.name) return param;
          const meaning = `\`${param.name}\` of the spec's \`${method.toUpperCase()} ${member}\``;
          return { ...param, name: to, description: param.description ? `${meaning}: ${param.description}` : meaning };
        });
        item[method] = op;
      }
    });
    item.description =
      `One URL for the spec's ${spelled.join(' and ')}: OpenAPI holds paths that differ only in their template ` +
      `names to be the same path, so the segment is named \`${slots.join('`, `')}\` here and each operation ` +
      'documents what it carries there.';
    merged[path] = item;
  }
  return merged;
}

function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) {
        found.add(decodeURIComponent(v.slice(SCHEMA_REF.length)).replace(/~1/g, '/').replace(/~0/g, '~'));
      } else refsIn(v, found);
    }
  }
}

/** Keeps the schema components the operations reach (through other components too). */
function pruneUnusedSchemas(doc: OpenApiDocument): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const reached = new Set<string>();
  refsIn(doc.paths, reached);
  const queue = [...reached];
  while (queue.length) {
    const inner = new Set<string>();
    refsIn(schemas[queue.pop()!], inner);
    for (const name of inner) {
      if (reached.has(name)) continue;
      reached.add(name);
      queue.push(name);
    }
  }
  doc.components!.schemas = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => reached.has(name))
      .map(([name, schema]) => {
        const { $id: _id, $schema: _schema, ...rest } = schema;
        return [name, rest];
      }),
  );
}

export function finishOpenApiDocument<D extends OpenApiDocument>(doc: D): D {
  const paths = doc.paths ?? {};
  assignOperationIds(paths);
  doc.paths = mergeEquivalentPaths(paths);
  declareTags(doc);
  pruneUnusedSchemas(doc);
  return doc;
}
