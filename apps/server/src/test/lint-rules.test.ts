import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The pattern's lint rules (eslint.config.js) fire on what they forbid. Each case lints a small snippet as if it
 * were a file at a given place in the tree. Import cycles are checked over the whole graph by
 * scripts/check-cycles.mjs (import-cycles.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint rules of the feature pattern', () => {
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

  describe('the server floors and front doors (eslint/server-floors.js)', () => {
    const FLOORS = 'floors/server-floors';
    async function floorMessages(code: string, filePath: string): Promise<string[]> {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
      return (result?.messages ?? []).filter((m) => m.ruleId === FLOORS).map((m) => m.message);
    }

    it('(a) a module reaches another module only through its door', async () => {
      const file = 'apps/server/src/modules/events/fixture.ts';
      const [message] = await floorMessages(
        "import { recordOrder } from '../payments/payment-core.ts';\nexport const x = recordOrder;\n",
        file,
      );
      expect(message).toContain('front door modules/payments/payments.public.ts');
      expect(await ruleIds("import { recordOrder } from '../payments/payments.public.ts';\nexport const x = recordOrder;\n", file)).toEqual(
        [],
      );
      // A repository joins another module's table through its schema file; a test builds its world anywhere.
      const join = "import { pagamento } from '../payments/payments.schema.ts';\nexport const x = pagamento;\n";
      expect(await floorMessages(join, 'apps/server/src/modules/events/fixture.service.ts')).not.toEqual([]);
      expect(await ruleIds(join, 'apps/server/src/modules/events/fixture.repository.ts')).toEqual([]);
      expect(await floorMessages(join, 'apps/server/src/modules/events/fixture.ts')).not.toEqual([]);
      expect(
        await ruleIds(
          "import { lockPayment } from '../payments/pending-charges.repository.ts';\nexport const x = lockPayment;\n",
          'apps/server/src/modules/events/fixture.test.ts',
        ),
      ).toEqual([]);
    });

    it('(b) core/, lib/ and plugins/ never import a module; app.ts wires them through plugins, routes and doors', async () => {
      const bootstrap = "import { loadBootstrap } from '../modules/church/bootstrap.service.ts';\nexport const x = loadBootstrap;\n";
      expect((await floorMessages(bootstrap, 'apps/server/src/core/fixture.ts'))[0]).toContain('core/ is the floor under modules/');
      expect((await floorMessages(bootstrap, 'apps/server/src/plugins/fixture.ts'))[0]).toContain('plugins/ never import modules/');
      expect(
        (
          await floorMessages(
            "import { requireModule } from '../core/module-gate.ts';\nexport const x = requireModule;\n",
            'apps/server/src/lib/fixture.ts',
          )
        )[0],
      ).toContain('lib/ and db/ are the bottom floor');
      expect(
        await ruleIds("import { AppError } from '../lib/app-error.ts';\nexport const x = AppError;\n", 'apps/server/src/core/fixture.ts'),
      ).toEqual([]);
      expect(await floorMessages(bootstrap.replaceAll('../', './'), 'apps/server/src/fixture.ts')).toHaveLength(1);
      expect(
        await ruleIds(
          "import { loadBootstrap } from './modules/church/church.public.ts';\nexport const x = loadBootstrap;\n",
          'apps/server/src/fixture.ts',
        ),
      ).toEqual([]);
    });

    it("(c) a service imports neither another module's repository nor a table file", async () => {
      const service = 'apps/server/src/modules/giving/fixture.service.ts';
      const [repository] = await floorMessages(
        "import { updatePayment } from '../payments/payments.repository.ts';\nexport const x = updatePayment;\n",
        service,
      );
      expect(repository).toContain("A service never imports another module's repository");
      const [table] = await floorMessages(
        "import type { RecurringGiftRow } from './giving.schema.ts';\nexport type X = RecurringGiftRow;\n",
        service,
      );
      expect(table).toContain('A service never imports a table file');
      expect(
        await ruleIds(
          "import type { RecurringGiftRow } from './recurring.repository.ts';\nimport { updatePayment } from '../payments/payments.public.ts';\nexport type X = RecurringGiftRow;\nexport const x = updatePayment;\n",
          service,
        ),
      ).toEqual([]);
    });
  });

  it('(d) the web kit (components/) importing a feature', async () => {
    const kit = 'apps/web/src/components/fixture.ts';
    const [result] = await eslint.lintText(
      "import { onSessionReset } from '../features/notes/lib/draft-store.ts';\nexport const x = onSessionReset;\n",
      {
        filePath: path.join(root, kit),
      },
    );
    const messages = result?.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message) ?? [];
    expect(messages.join('\n')).toContain('The web kit (components/) is below the features');
    expect(await ruleIds("import { readItem } from '../lib/storage.ts';\nexport const x = readItem;\n", kit)).toEqual([]);
  });

  it('a file of 301 lines, not one of 300', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');
    expect(await ruleIds(`${lines(301)}\n`, 'apps/server/src/lib/fixture.ts')).toContain('max-lines');
    expect(await ruleIds(`${lines(300)}\n`, 'apps/server/src/lib/fixture.ts')).toEqual([]);
  });
});
