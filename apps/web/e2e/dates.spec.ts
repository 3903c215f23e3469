import { expect as baseExpect } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { paidEvent, phoneOnly, seededEvents } from './support/events.ts';
import { logIn } from './support/login.ts';
import { test } from './support/test.ts';
import { picture } from './support/pictures.ts';

/**
 * One rule for dates and times (ARCHITECTURE.md): the same journey in browsers in three zones. The church (Videira,
 * America/Sao_Paulo) holds its conference in the evening, its time: the event page, its link preview and the live
 * schedule say the church's hours everywhere, naming the zone (BRT) only where the browser's differs; a reading plan started in the evening
 * is on day 1 with nothing late, whatever the browser's calendar says.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const hours = (text: string) => [...text.matchAll(/(?<!\d)\d{1,2}:\d{2}(?!\d)/g)].map((m) => m[0]);
/** HH:MM of an instant in São Paulo (UTC-3 all year since 2019), worked out without the app's helper. */
const saoPaulo = (iso: string) => {
  const at = new Date(Date.parse(iso) - 3 * 3_600_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
};
for (const zone of ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo']) {
  test.describe(`a browser in ${zone}`, () => {
    test.use({ timezoneId: zone, locale: 'pt-BR' });
    const away = zone !== 'America/Sao_Paulo';
    const slug = zone.replace('/', '-');

    test("the event page, its link preview and the live schedule read the church's clock", async ({ page }, testInfo) => {
      phoneOnly(testInfo);
      const { event } = paidEvent(await seededEvents(page));
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
      await page.goto(`/event/${event.id}`);
      const expected = [saoPaulo(event.dataInicio), saoPaulo(event.dataFim)];
      // The app's screen, not the server's drawing of it (hidden from assistive technology, the reader's zone unknown).
      const when = page.locator('.layout:not([aria-hidden]) .event-facts dd').first();
      await expect(when).toContainText(expected[0]!);
      const text = (await when.textContent()) ?? '';
      expect(hours(text)).toEqual(expected);
      expect(text.includes('BRT')).toBe(away);
      await picture(page, `dates-event-${slug}`);

      // The link preview (server-drawn, the reader unknown: the zone named) gives the same hours.
      const html = await page.evaluate(
        async (id) => (await fetch(`/event/${id}`, { headers: { 'accept-language': 'pt-BR' }, credentials: 'omit' })).text(),
        event.id,
      );
      const preview = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(hours(preview)).toEqual(expected);
      expect(preview).toContain('BRT');

      await page.goto('/live');
      const schedule = page.locator('.live-schedule');
      await expect(schedule).toContainText('Culto de Oração');
      await expect(schedule.locator('li').filter({ hasText: 'Culto de Oração' })).toContainText(away ? '20:00 BRT' : '20:00');
      if (!away) await expect(schedule).not.toContainText('BRT');
      await picture(page, `dates-live-${slug}`);
    });

    test('a reading plan started today is on day 1 and nothing is late', async ({ page }, testInfo) => {
      phoneOnly(testInfo);
      const account = await createAccount(page);
      await logIn(page, account);
      await page.goto('/reading-plans');
      await page.getByRole('link', { name: 'O Evangelho de João em 7 dias' }).click();
      await page.getByRole('button', { name: 'Começar este plano' }).click();
      await expect(page.getByText('0 de 7 dias lidos')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Dia 1 · hoje' })).toBeVisible();
      await expect(page.getByText(/atrasad/)).toHaveCount(0);
      await picture(page, `dates-plan-${slug}`);
    });
  });
}

test.describe('in English, in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en' });

  test("the conference reads on the church's clock, the zone named", async ({ page }, testInfo) => {
    phoneOnly(testInfo);
    const { event } = paidEvent(await seededEvents(page));
    await page.goto(`/event/${event.id}`);
    const when = page.locator('.event-facts dd').first();
    const [h, m] = saoPaulo(event.dataInicio).split(':').map(Number) as [number, number];
    await expect(when).toContainText(`${h % 12 || 12}:${String(m).padStart(2, '0')}`);
    await expect(when).toContainText('GMT-3');
    await picture(page, 'dates-event-en-Asia-Tokyo');
  });
});
