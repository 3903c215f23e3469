import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The pattern's lint rules (eslint.config.js) fire on what they forbid. Each case lints a small snippet as if it
 * were a file at a given place in the tree; the cycle case writes two real files (the resolver reads them).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });
const fixtureDir = path.join(root, `.lint-fixture-${process.pid}`);

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint rules of the feature pattern', () => {
  beforeAll(() => {
    fs.mkdirSync(fixtureDir, { recursive: true });
    fs.writeFileSync(path.join(fixtureDir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b();\n");
    fs.writeFileSync(path.join(fixtureDir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a();\n");
  });
  afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

  it('a web feature importing another feature', async () => {
    const ids = await ruleIds(
      "import { onSessionReset } from '../../notes/lib/draft-store.ts';\nexport const x = onSessionReset;\n",
      'apps/web/src/features/prayer/lib/fixture.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('a web feature importing app/', async () => {
    const ids = await ruleIds(
      "import { routes } from '../../../app/routes.tsx';\nexport const x = routes;\n",
      'apps/web/src/features/prayer/lib/fixture.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('the member app importing the staff console, or the console importing a member feature', async () => {
    const intoConsole = "import { toast } from '../../../admin/kit/toasts.tsx';\nexport const x = toast;\n";
    expect(await ruleIds(intoConsole, 'apps/web/src/features/prayer/lib/fixture.ts')).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds("import { toast } from '../admin/kit/toasts.tsx';\nexport const x = toast;\n", 'apps/web/src/lib/fixture.ts'),
    ).toContain('import-x/no-restricted-paths');
    const intoFeature = "import { onSessionReset } from '../../features/notes/lib/draft-store.ts';\nexport const x = onSessionReset;\n";
    expect(await ruleIds(intoFeature, 'apps/web/src/admin/lib/fixture.ts')).toContain('import-x/no-restricted-paths');
    // The console reuses the web's lib/ and components/.
    expect(
      await ruleIds(
        "import { Button } from '../../components/ui/button.tsx';\nexport const x = Button;\n",
        'apps/web/src/admin/kit/fixture.tsx',
      ),
    ).toEqual([]);
  });

  it('a server route importing a repository', async () => {
    const ids = await ruleIds(
      "import { listNotes } from './notes.repository.ts';\nexport const x = listNotes;\n",
      'apps/server/src/modules/notes/fixture.routes.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('SQL outside a repository', async () => {
    const ids = await ruleIds(
      "import { sql } from 'drizzle-orm';\nexport const x = sql`select 1`;\n",
      'apps/server/src/modules/notes/fixture.service.ts',
    );
    expect(ids).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        "import { sql } from 'drizzle-orm';\nexport const x = sql`select 1`;\n",
        'apps/server/src/modules/notes/fixture.repository.ts',
      ),
    ).toEqual([]);
  });

  it('server lib/ importing plugins/', async () => {
    const ids = await ruleIds(
      "import mediaPlugin from '../plugins/media.ts';\nexport const x = mediaPlugin;\n",
      'apps/server/src/lib/fixture.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(fixtureDir, 'a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('a web call by hand: api-client requests or a literal /api/ or /bff/ path outside lib/api-call.ts', async () => {
    const feature = 'apps/web/src/features/prayer/api/fixture.ts';
    expect(
      await ruleIds("import { apiRequest } from '../../../lib/api-client.ts';\nexport const x = () => apiRequest('/oracao/');\n", feature),
    ).toContain('no-restricted-imports');
    expect(await ruleIds("export const x = '/api/v1/oracao/';\n", feature)).toContain('no-restricted-syntax');
    expect(await ruleIds('export const x = (id: number) => `/bff/bootstrap/${id}`;\n', 'apps/web/src/lib/fixture.ts')).toContain(
      'no-restricted-syntax',
    );
    // The descriptor's way, and the files that are the client, pass.
    expect(
      await ruleIds(
        "import { getPrayer } from '@congrega/contract/endpoints/prayer';\nimport { apiCall } from '../../../lib/api-call.ts';\nexport const x = () => apiCall(getPrayer, { params: { slug: 'a', id: 1 } });\n",
        feature,
      ),
    ).toEqual([]);
    expect(await ruleIds("export const API = '/api/v1';\n", 'apps/web/src/lib/api-client.ts')).toEqual([]);
  });

  it('a file of 301 lines, not one of 300', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');
    expect(await ruleIds(`${lines(301)}\n`, 'apps/server/src/lib/fixture.ts')).toContain('max-lines');
    expect(await ruleIds(`${lines(300)}\n`, 'apps/server/src/lib/fixture.ts')).toEqual([]);
  });
});
