import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's source, evaluated through the DevTools protocol: an injected <script> tag would be blocked
 * by the app's Content-Security-Policy (which the tests keep on, so CSP mistakes show up too).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/** Runs every axe rule on the page and fails listing each violation (rule, impact, elements). */
export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
  expect(violations, `axe violations on ${where}`).toEqual([]);
}
