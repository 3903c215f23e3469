import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * Pictures of screens, for a person to look at (ARCHITECTURE.md "Testing"): `<name>.png` in the test's own output
 * folder (test-results/<test>-<project>/), and `<spec>-<project>-<name>.png` in E2E_PICTURES_DIR when that is set.
 * A picture asserts nothing, so a CI run (CI=true) takes none unless E2E_PICTURES=1 or E2E_PICTURES_DIR asks for
 * them; a failing test keeps its own screenshot and trace either way (playwright.config.ts).
 */
const DIR = process.env.E2E_PICTURES_DIR;
const WANTED = Boolean(DIR) || process.env.E2E_PICTURES === '1' || process.env.CI !== 'true';

export async function picture(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!WANTED) return;
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage });
  if (DIR) {
    const spec = path.basename(info.file).replace(/\.spec\.ts$/, '');
    await page.screenshot({ path: path.join(DIR, `${spec}-${info.project.name}-${name}.png`), fullPage });
  }
}
