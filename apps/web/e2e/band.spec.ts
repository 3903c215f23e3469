import { devices, expect as baseExpect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * Band mode on phones (issue 14 item 4): the demo's staff member opens a song in band mode and shares the link; a
 * musician in a second browser follows: the leader's key, the leader's line as the leader scrolls, a personal capo,
 * "follow again" after scrolling by hand, and the end of the session.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('a musician in a second browser follows the leader’s key and scroll, with a capo of their own', async ({ page, browser, baseURL }) => {
  test.skip(test.info().project.name !== 'phone', 'one phone run is enough');
  await logIn(page, { email: 'admin@videira.demo', password: 'Demo@1234' });
  await page.goto('/praise');
  await page.getByRole('link', { name: 'Sou Feliz' }).click();
  await expect(page.getByRole('heading', { name: 'Sou Feliz' })).toBeVisible();
  await page.getByRole('button', { name: 'Modo banda' }).click();
  await expect(page.getByText(/Você lidera o modo banda · código [A-Z2-9]{8}/)).toBeVisible();
  await expect(page).toHaveURL(/\?band=[A-Z2-9]{8}$/);
  const link = await page.getByLabel('Link para os músicos').inputValue();
  expect(link).toBe(page.url());

  // The musician: another browser (its own storage, no login), on a phone too.
  const musicianContext = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 780 },
    locale: 'pt-BR',
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.14.14.14' },
  });
  const musician = await musicianContext.newPage();
  await musician.goto(link);
  await expect(musician.getByText('Seguindo Paulo Almeida')).toBeVisible();
  await expect(musician.getByTestId('band-key')).toHaveText('Tom: D');
  const firstChord = musician.locator('.praise-chord:not(.is-empty)').first();
  await expect(firstChord).toHaveText('D');
  // The follower's key follows the leader: no transpose buttons of their own.
  await expect(musician.getByRole('button', { name: 'Meio tom acima' })).toHaveCount(0);

  // The leader goes up a whole step: the musician's chords follow.
  await page.getByRole('button', { name: 'Meio tom acima' }).click();
  await page.getByRole('button', { name: 'Meio tom acima' }).click();
  await expect(page.getByText('Tom: E')).toBeVisible();
  await expect(musician.getByTestId('band-key')).toHaveText('Tom: E');
  await expect(firstChord).toHaveText('E');

  // A capo on the 2nd fret: D shapes for a band in E (kept on this device).
  await musician.getByRole('button', { name: 'Capotraste uma casa acima' }).click();
  await musician.getByRole('button', { name: 'Capotraste uma casa acima' }).click();
  await expect(musician.getByText('Capotraste na 2ª')).toBeVisible();
  await expect(musician.getByTestId('band-key')).toHaveText('Tom: E · toque com formas de D');
  await expect(firstChord).toHaveText('D');

  // The leader scrolls to the end: the musician's page brings the leader's line to the top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const marked = musician.locator('.praise-line[aria-current="true"]');
  await expect(marked).not.toHaveAttribute('data-line', '0');
  const leaderLine = await marked.getAttribute('data-line');
  await expect.poll(() => musician.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(marked).toBeInViewport();
  await expectNoAxeViolations(musician, 'band mode follower');
  await picture(musician, 'band-follower', { fullPage: false });

  // Scrolling by hand pauses following; "follow again" goes back to the leader's line.
  await musician.mouse.move(180, 300);
  await musician.mouse.wheel(0, -2000);
  await expect.poll(() => musician.evaluate(() => window.scrollY)).toBeLessThan(50);
  await musician.getByRole('button', { name: 'Voltar a seguir' }).click();
  await expect(musician.getByRole('button', { name: 'Voltar a seguir' })).toHaveCount(0);
  await expect(musician.locator(`.praise-line[data-line="${leaderLine}"]`)).toBeInViewport();

  // The leader ends band mode, after confirming: the musician is told.
  await page.getByRole('button', { name: 'Encerrar modo banda' }).click();
  await page.getByRole('alertdialog', { name: 'Encerrar o modo banda?' }).getByRole('button', { name: 'Encerrar modo banda' }).click();
  await expect(musician.getByText('A liderança encerrou o modo banda.')).toBeVisible();
  await musician.getByRole('button', { name: 'Fechar' }).click();
  await expect(musician).not.toHaveURL(/band=/);
  await musicianContext.close();
});
