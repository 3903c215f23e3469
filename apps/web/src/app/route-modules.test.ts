import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRouteModules, ROUTE_TABLE_FILES } from './route-modules.ts';

describe('parseRouteModules', () => {
  it('reads path, access, module, namespaces and the resolved file of each screen, skipping redirects', () => {
    const source = `[
      homeRoute,
      {
        path: '/prayer/:prayerId',
        meta: { access: 'public', module: 'MOD_MURAL_ORACAO', layout: 'DEFAULT', ns: ['prayer', 'contract'] },
        load: () => import('../features/prayer/routes/prayer-detail.tsx'),
      },
      { path: '/login', redirect: { to: '/access', keepQuery: true } },
      { path: '*', meta: { access: 'public', layout: 'DEFAULT' }, load: () => import('./error.tsx') },
    ]`;
    expect(parseRouteModules(source, 'src/app/routes.tsx')).toEqual([
      {
        path: '/prayer/:prayerId',
        access: 'public',
        module: 'MOD_MURAL_ORACAO',
        ns: ['prayer', 'contract'],
        file: 'src/features/prayer/routes/prayer-detail.tsx',
      },
      { path: '*', access: 'public', file: 'src/app/error.tsx' },
    ]);
  });

  it('finds every screen of the real route table', () => {
    const parsed = ROUTE_TABLE_FILES.flatMap((file) => {
      const source = fs.readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');
      const found = parseRouteModules(source, file);
      expect(found, file).toHaveLength(source.match(/\bload:\s*\(\)\s*=>\s*import\(/g)!.length);
      return found;
    });
    expect(parsed.find((r) => r.path === '/prayer')).toMatchObject({
      module: 'MOD_MURAL_ORACAO',
      file: 'src/features/prayer/routes/prayer-wall.tsx',
    });
    expect(parsed.find((r) => r.path === '/event')).toMatchObject({
      module: 'MOD_EVENTO',
      file: 'src/features/events/routes/events-list.tsx',
    });
    for (const route of parsed) expect(fs.existsSync(path.join(import.meta.dirname, '../..', route.file))).toBe(true);
  });
});
