import * as prayerEndpoints from '@congrega/contract/endpoints/prayer';
import * as devotionals from '@congrega/contract/endpoints/devotionals';
import * as prayer from '@congrega/contract/prayer';
import { describe, expect, it } from 'vitest';
import { dataModule, lightEndpointsModule, pointAtData } from '../../vite-light-contract.ts';

/** The module text's exports, evaluated (a data: URL module). */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`);
}

describe('the member app’s light contract (vite-light-contract.ts)', () => {
  it('makes each endpoint descriptor plain: what a call needs, no schema', async () => {
    const light = await evaluate(lightEndpointsModule('prayer', prayerEndpoints));
    expect(Object.keys(light).sort()).toEqual(Object.keys(prayerEndpoints).sort());
    const { getPrayerWall } = prayerEndpoints;
    expect(light.getPrayerWall).toEqual({
      method: getPrayerWall.method,
      path: getPrayerWall.path,
      auth: getPrayerWall.auth,
      module: getPrayerWall.module,
      cache: getPrayerWall.cache,
      status: getPrayerWall.status,
    });
    expect(JSON.stringify(light)).not.toContain('_zod');
  });

  it('keeps a content kind’s endpoints and leaves its schemas out', async () => {
    const light = await evaluate(lightEndpointsModule('devotionals', devotionals));
    expect(light.devotionals).toEqual({
      list: expect.objectContaining({ method: 'GET', path: devotionals.devotionals.list.path }),
      item: expect.objectContaining({ method: 'GET', path: devotionals.devotionals.item.path }),
    });
  });

  it('refuses an export it cannot make plain rather than leave it out', () => {
    expect(() => lightEndpointsModule('odd', { helper: () => 1 })).toThrow(/exports helper/);
  });

  it('gives a module’s constants alone, and points only imports of constants at them', async () => {
    const data = await evaluate(dataModule(prayer));
    expect(data.PRAYER_WALL_PAGE_SIZE).toBe(prayer.PRAYER_WALL_PAGE_SIZE);
    expect(data.PRAYER_STATUSES).toEqual(prayer.PRAYER_STATUSES);
    expect(data).not.toHaveProperty('ZPrayer');
    const exportsOf = (module: string) => (module === 'prayer' ? prayer : undefined);
    const constants = "import { PRAYER_WALL_PAGE_SIZE, type TPrayer } from '@congrega/contract/prayer';";
    expect(pointAtData(constants, exportsOf)).toBe(
      "import { PRAYER_WALL_PAGE_SIZE, type TPrayer } from '\0congrega-contract-data:prayer';",
    );
    const schema = "import { PRAYER_WALL_PAGE_SIZE, ZPrayer } from '@congrega/contract/prayer';";
    expect(pointAtData(schema, exportsOf)).toBe(schema);
    const typesOnly = "import { type TPrayer } from '@congrega/contract/prayer';";
    expect(pointAtData(typesOnly, exportsOf)).toBe(typesOnly);
    const endpoints = "import { getPrayerWall } from '@congrega/contract/endpoints/prayer';";
    expect(pointAtData(endpoints, exportsOf)).toBe(endpoints);
  });
});
