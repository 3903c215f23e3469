// `npm run lint` (and the lint step of `npm test`) after eslint: no import cycles between the project's files
// (scripts/lib/import-cycles.mjs). Prints each cycle as one path round it and exits 1 when there is one.
import path from 'node:path';
import { cycles, cyclePath, importGraph, sourceFiles } from './lib/import-cycles.mjs';
import { root } from './lib/web-build.mjs';

const graph = importGraph(sourceFiles(root));
const found = cycles(graph);
const rel = (f) => path.relative(root, f);
for (const component of found) {
  console.error(`Import cycle (${component.length} files): ${cyclePath(graph, component).map(rel).join(' -> ')}`);
}
if (found.length) {
  console.error(`\n${found.length} import cycle(s): break each by moving what both sides need into a file below both.`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} files.`);
