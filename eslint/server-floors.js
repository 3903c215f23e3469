import path from 'node:path';

/**
 * The server's floors as a lint rule (apps/server/src/modules/README.md "Floors and front doors"):
 *   lib/ db/  ->  core/  ->  modules/<m>/ (each behind its door <m>.public.ts)  ->  plugins/  ->  app.ts
 * A file imports its own floor or the floors under it; a module reaches another module only through that module's
 * door. Allowed without a door: a `*.schema.ts` or `*.repository.ts` file may import another module's `*.schema.ts`
 * (foreign keys and joins); tests, fixtures, test helpers and data, seeds and seed data span modules (they build
 * worlds); app.ts and db/seed.ts wire modules through their `*.plugin.ts`, `*.routes.ts`, `*.seed.ts` and doors.
 * And a service never imports another module's repository nor a table file at all.
 * Reads only the file name and the import's path: no resolver, so it also lints a virtual file (lint-rules.test.ts).
 */
const SERVER_SRC = '/apps/server/src/';
const TEST_WORLD = [
  /\.test\.ts$/,
  /\.fixtures\.ts$/,
  /\.test-helpers\.ts$/,
  /-test-data\.ts$/,
  /\.seed\.ts$/,
  /-seed-data\.ts$/,
  /\.crash-child\.ts$/,
];

const DOOR_HINT = 'modules/README.md "Floors and front doors"';
const messages = {
  door:
    '{{from}} imports {{target}}: another module is reached only through its front door {{door}} (add what you need there, as a use case). Without a door: *.schema.ts from a *.schema.ts or *.repository.ts (joins), and tests, fixtures and seeds. ' +
    DOOR_HINT,
  coreUp:
    'core/ is the floor under modules/: it never imports a module (take a decoration, a registry or a schema file for a join). ' +
    DOOR_HINT,
  libUp: 'lib/ and db/ are the bottom floor: they import neither core/ nor modules/ (nor plugins/). ' + DOOR_HINT,
  pluginsUp: 'plugins/ never import modules/: app.ts wires the modules and hands a plugin what it needs (as WEB_SCREENS). ' + DOOR_HINT,
  wiring: '{{from}} wires modules only through their *.plugin.ts, *.routes.ts, *.seed.ts or door {{door}}. ' + DOOR_HINT,
  serviceRepository: "A service never imports another module's repository ({{target}}): call a use case from that module's door {{door}}.",
  serviceTable:
    'A service never imports a table file ({{target}}): its repository reads the tables; row types come from the repository or the contract.',
};

/** Where a path sits: its floor (lib, db, core, modules, plugins, test, or root) and its module. */
function place(file) {
  const at = file.split(path.sep).join('/').lastIndexOf(SERVER_SRC);
  if (at < 0) return undefined;
  const parts = file
    .split(path.sep)
    .join('/')
    .slice(at + SERVER_SRC.length)
    .split('/');
  if (parts.length === 1) return { floor: 'root', rel: parts.join('/') };
  return { floor: parts[0], module: parts[0] === 'modules' && parts.length > 2 ? parts[1] : undefined, rel: parts.join('/') };
}

const isTestWorld = (file, where) => where.floor === 'test' || TEST_WORLD.some((re) => re.test(path.basename(file)));
const doorOf = (m) => `modules/${m}/${m}.public.ts`;

export const serverFloors = {
  meta: {
    type: 'problem',
    docs: { description: "The server's floors and module front doors (apps/server/src/modules/README.md)." },
    schema: [],
    messages,
  },
  create(context) {
    const file = context.filename;
    const from = place(file);
    if (!from) return {};
    const testWorld = isTestWorld(file, from);

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const to = place(target);
      if (!to) return;
      const base = path.basename(target);
      const data = { from: from.rel, target: to.rel, door: to.module ? doorOf(to.module) : '' };
      const report = (messageId) => context.report({ node, messageId, data });

      // (c) services: never a table file, never another module's repository.
      if (/\.service\.ts$/.test(file)) {
        if (base.endsWith('.schema.ts')) return report('serviceTable');
        if (to.module && to.module !== from.module && base.endsWith('.repository.ts')) return report('serviceRepository');
      }
      if (testWorld) return;
      // (b) the floors under modules never reach up.
      if ((from.floor === 'lib' || from.floor === 'db') && ['core', 'modules', 'plugins'].includes(to.floor)) {
        if (!(from.rel === 'db/seed.ts' && to.module && base.endsWith('.seed.ts'))) return report('libUp');
        return;
      }
      if (!to.module) return;
      if (from.floor === 'core') return base.endsWith('.schema.ts') ? undefined : report('coreUp');
      if (from.floor === 'plugins') return report('pluginsUp');
      const isDoor = to.rel === doorOf(to.module);
      if (from.floor === 'root') return isDoor || /\.(plugin|routes|seed)\.ts$/.test(base) ? undefined : report('wiring');
      // (a) module -> another module: through its door (schema files for joins from schemas and repositories).
      if (from.module && to.module !== from.module && !isDoor) {
        if (base.endsWith('.schema.ts') && /\.(schema|repository)\.ts$/.test(file)) return;
        report('door');
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'server-floors': serverFloors } };
