import fs from 'node:fs';
import path from 'node:path';
import { root } from './web-build.mjs';

const serverSrc = path.join(root, 'apps/server/src');
/** A file tagged whole (`// @module-tag engine`) or a test or describe tagged (`{ tags: ['engine'] }`). */
const ENGINE_TAG = /(\/\/|\*)\s*@module-tag\s+engine\b|tags:\s*\[[^\]]*['"]engine['"]/;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The server test files with tests tagged `engine` (what differs between PGlite and PostgreSQL), as paths
 * relative to the repository: `npm test` under TEST_POSTGRES_URL runs them again on PGlite with
 * `--tags-filter engine`, so only those files are loaded.
 */
export function engineTestFiles() {
  return testFiles(serverSrc)
    .filter((file) => ENGINE_TAG.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file))
    .sort();
}
