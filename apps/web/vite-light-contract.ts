import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const PACKAGE = '@congrega/contract/';
const ENDPOINTS = /^@congrega\/contract\/endpoints\/([a-z0-9-]+)$/;
const ENDPOINTS_ID = '\0congrega-light-endpoints:';
const DATA_ID = '\0congrega-contract-data:';
const contractSrc = path.resolve(import.meta.dirname, '../../packages/contract/src');
const appSrc = path.resolve(import.meta.dirname, 'src');
/** A named import of a contract module in the app's source (`import type { ... }` never matches: it is erased). */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@congrega\/contract\/([a-z0-9/-]+)';/g;

type Exports = Record<string, unknown>;

/** What the member app reads of a descriptor (lib/api-call.ts and the screens): never its schemas. */
const KEPT = ['method', 'base', 'path', 'auth', 'module', 'cache', 'multipart', 'binary', 'file', 'status'] as const;

const isDescriptor = (value: unknown): value is Record<string, unknown> =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';
const light = (descriptor: Record<string, unknown>) =>
  Object.fromEntries(KEPT.filter((field) => descriptor[field] !== undefined).map((field) => [field, descriptor[field]]));
/** A zod schema (left out: importing one from a light module fails the build, loudly). */
const isSchema = (value: unknown) => !!value && typeof value === 'object' && '_zod' in value;
/** A constant: JSON data (primitives, arrays and plain objects of them). */
const isData = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every(isData)) ||
  (!!value && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isData));
const constant = (key: string, value: unknown) => `export const ${key} = ${JSON.stringify(value)};`;

/**
 * An endpoints module as plain descriptors: a descriptor, a group of them (a content kind's `{ list, item }`, its
 * schemas left out), a constant as it is; schemas are left out, anything else refuses the build.
 */
export function lightEndpointsModule(name: string, exports: Exports): string {
  const lines = Object.entries(exports).flatMap(([key, value]) => {
    if (isDescriptor(value)) return [constant(key, light(value))];
    if (isSchema(value)) return [];
    if (isData(value)) return [constant(key, value)];
    const members = value && typeof value === 'object' ? Object.entries(value) : [];
    if (members.some(([, member]) => isDescriptor(member)) && members.every(([, member]) => isDescriptor(member) || isSchema(member))) {
      const group = members
        .filter(([, member]) => isDescriptor(member))
        .map(([field, member]) => [field, light(member as Record<string, unknown>)]);
      return [constant(key, Object.fromEntries(group))];
    }
    throw new Error(`${PACKAGE}endpoints/${name} exports ${key}, which is neither a descriptor, a group of them nor a constant`);
  });
  return `${lines.join('\n')}\n`;
}

/** A contract module's constants alone (what an app file that imports only constants of it gets). */
export function dataModule(exports: Exports): string {
  return `${Object.entries(exports)
    .filter(([, value]) => isData(value))
    .map(([key, value]) => constant(key, value))
    .join('\n')}\n`;
}

/**
 * `source` with each named import of a contract module whose imported values are all constants of it (page sizes,
 * limits, event names) pointed at that module's constants alone, so the schemas beside them (and zod) stay out.
 */
export function pointAtData(source: string, exportsOf: (module: string) => Exports | undefined): string {
  return source.replace(NAMED_IMPORT, (statement, names: string, module: string) => {
    if (module.startsWith('endpoints/')) return statement;
    const exports = exportsOf(module);
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!);
    if (!exports || values.length === 0 || !values.every((name) => Object.hasOwn(exports, name) && isData(exports[name]))) return statement;
    return statement.replace(`'${PACKAGE}${module}'`, `'${DATA_ID}${module}'`);
  });
}

/** The contract's modules outside admin/, evaluated once in one module runner (one runner each costs seconds). */
async function evaluateContract(): Promise<Map<string, Exports>> {
  const files = fs
    .readdirSync(contractSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('admin'))
    .map((file) => file.slice(0, -3).split(path.sep).join('/'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-contract-'));
  const entry = path.join(tmp, 'all.ts');
  fs.writeFileSync(
    entry,
    files.map((file, i) => `import * as m${i} from ${JSON.stringify(path.join(contractSrc, `${file}.ts`))};`).join('\n') +
      `\nexport default { ${files.map((file, i) => `${JSON.stringify(file)}: m${i}`).join(', ')} };\n`,
  );
  try {
    const { module } = await runnerImport<{ default: Record<string, Exports> }>(entry, { configFile: false, logLevel: 'error' });
    return new Map(Object.entries(module.default));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The member app's build loads no zod for a screen that only calls its endpoints and reads the contract's constants
 * (zod is 26 KB gzip, more than a screen's own code): each `@congrega/contract/endpoints/<name>` becomes plain
 * descriptors (method, path, base...: what lib/api-call.ts sends a request with), and an app file's import of only
 * constants of a contract module (`PRAYER_WALL_PAGE_SIZE`) gets those constants alone, both worked out at build time
 * from the real modules. Types still come from the real modules (TypeScript reads the source); a file that imports a
 * schema or a function of a module (a form's schema, a validator) imports the real module, zod with it. The staff
 * console, whose forms validate with the descriptors' request schemas, and the tests import the real modules.
 */
export function lightContract(): Plugin {
  let contract: Promise<Map<string, Exports>> | undefined;
  const exportsOf = () => (contract ??= evaluateContract());
  return {
    name: 'congrega:light-contract',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(DATA_ID)) return source;
      const match = ENDPOINTS.exec(source);
      if (!match || (importer && path.resolve(importer).startsWith(contractSrc))) return null;
      return `${ENDPOINTS_ID}${match[1]}`;
    },
    async load(id) {
      if (id.startsWith(ENDPOINTS_ID)) {
        const name = id.slice(ENDPOINTS_ID.length);
        const exports = (await exportsOf()).get(`endpoints/${name}`);
        if (!exports) throw new Error(`${PACKAGE}endpoints/${name} does not exist`);
        return lightEndpointsModule(name, exports);
      }
      if (id.startsWith(DATA_ID)) return dataModule((await exportsOf()).get(id.slice(DATA_ID.length)) ?? {});
      return null;
    },
    async transform(code, id) {
      if (!id.startsWith(appSrc) || !/\.tsx?$/.test(id) || !code.includes(`'${PACKAGE}`)) return null;
      const modules = await exportsOf();
      const rewritten = pointAtData(code, (module) => modules.get(module));
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
