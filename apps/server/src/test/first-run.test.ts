import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * What a new user trips over on a fresh clone, held by tests: every installed package supports the Node the
 * README promises (no EBADENGINE warnings on `npm install`), and the browser tier always starts its own server.
 */
const root = path.resolve(import.meta.dirname, '../../../..');

describe('first run on a fresh clone', () => {
  it('installs no package that refuses the promised Node 20 (npm would warn EBADENGINE)', () => {
    const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(semver.satisfies('20.19.0', rootPackage.engines.node)).toBe(true);
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    const refusing = Object.entries(lock.packages as Record<string, { engines?: { node?: string } | string[] }>)
      .filter(([name, pkg]) => name && !Array.isArray(pkg.engines) && pkg.engines?.node)
      .filter(([, pkg]) => !semver.satisfies('20.19.0', (pkg.engines as { node: string }).node, { includePrerelease: true }))
      .map(([name, pkg]) => `${name} (${(pkg.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });

  it('gives the browser tier its own server on the port npm test picked, never one already running', async () => {
    process.env.E2E_PORT = '45678';
    const { default: config } = await import('../../../web/playwright.config.ts');
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(server?.reuseExistingServer).toBe(false);
    expect(server?.url).toBe('http://127.0.0.1:45678/healthz');
    expect(config.use?.baseURL).toContain(':45678');
  });
});
