import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the repo scripts (no type declarations)
import { cyclePath, cycles, importGraph, runtimeImports } from '../../../../scripts/lib/import-cycles.mjs';

/** The whole-graph import cycle check that `npm run lint` runs after eslint (scripts/check-cycles.mjs). */
const dir = '/virtual/src';
function graphOf(files: Record<string, string>): Map<string, string[]> {
  const full = Object.fromEntries(Object.entries(files).map(([name, text]) => [path.join(dir, name), text]));
  return importGraph(
    Object.keys(full),
    (f: string) => full[f],
    (f: string) => f in full,
  );
}
const names = (list: string[]) => list.map((f) => path.relative(dir, f));

describe('import cycles', () => {
  it('finds a cycle of two files and names a path round it', () => {
    const graph = graphOf({
      'a.ts': "import { b } from './b.ts';\nexport const a = () => b();\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = () => a();\n",
      'c.ts': "import { a } from './a.ts';\nexport const c = a;\n",
    });
    const found = cycles(graph);
    expect(found.map(names)).toEqual([['a.ts', 'b.ts']]);
    expect(names(cyclePath(graph, found[0]))).toEqual(['a.ts', 'b.ts', 'a.ts']);
  });

  it('follows re-exports, dynamic imports, index files and a .js spelling of a .ts file, across folders', () => {
    const graph = graphOf({
      'x/index.ts': "export { y } from '../y.js';\n",
      'y.ts': "export const y = () => import('./z.tsx');\n",
      'z.tsx': "import { y } from './x';\nexport const z = y;\n",
    });
    expect(cycles(graph).map(names)).toEqual([['x/index.ts', 'y.ts', 'z.tsx']]);
  });

  it('finds a file that imports itself, and a long chain closing on its start', () => {
    const chain = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`m${i}.ts`, `import './m${(i + 1) % 2000}.ts';\n`]));
    expect(cycles(graphOf(chain))[0]).toHaveLength(2000);
    expect(cycles(graphOf({ 'self.ts': "import './self.ts';\n" })).map(names)).toEqual([['self.ts']]);
  });

  it('ignores type-only imports and packages; a side-effect import counts', () => {
    expect(
      cycles(
        graphOf({
          'a.ts':
            "import type { B } from './b.ts';\nimport { type C } from './c.ts';\nimport fs from 'node:fs';\nexport type A = B | C | typeof fs;\n",
          'b.ts': "import { a } from './a.ts';\nexport type B = typeof a;\n",
          'c.ts': "export { type A } from './a.ts';\nexport type C = 1;\n",
        }),
      ),
    ).toEqual([]);
    expect(runtimeImports('a.ts', "import './b.ts';\nimport { type X, y } from './c.ts';\n")).toEqual(['./b.ts', './c.ts']);
  });
});
