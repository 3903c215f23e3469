import { expect as baseExpect, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper shared with the repo scripts (no type declarations)
import { chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { createAccount } from './account-helpers.ts';
import { checked, DEMO_PASSWORD, enterCode, logInConsole, openArea } from './support/console.ts';
import { CATALOGUES, seededEvents } from './support/events.ts';
import { fakeCameraArgs, writeQrCameraClip } from './support/qr-camera.ts';
import { test } from './support/test.ts';

/**
 * The door end to end (issue 32): a new member registers two tickets for the event the demo door staff keep
 * (README "Demo logins": the next event held in a place); the church's admin finds the registration in the console's
 * Events, sees both holders and downloads the CSV with them; the door staff, on a 360 px phone whose camera sees the
 * first ticket's QR code, admit it by the camera, see "already admitted" when the camera reads it again, download
 * the offline list, lose the connection, admit the second ticket by its typed code with no network, and see both
 * synced and counted once the connection is back.
 */
test.use({ locale: 'pt-BR' });
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const { EV } = CATALOGUES;
const DOOR_STAFF = { email: 'portaria@videira.demo', password: DEMO_PASSWORD };
const ADMIN = { email: 'admin@videira.demo', password: DEMO_PASSWORD };
/** README "Demo logins" (apps/server/src/modules/admin/admin.seed.ts DEMO_ADMIN_TOTP_SECRET): published, demo only. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGADEMO2345';
const HOLDERS = ['Lia Porta', 'Rui Porta'];

/** Registers one ticket per holder for the free event on the site, like a member would; answers their codes. */
async function registerTickets(page: Page, eventId: number, ticketName: string): Promise<string[]> {
  await page.goto(`/event/${eventId}`);
  await page.getByRole('link', { name: EV.button!.inscrever, exact: true }).click();
  for (const _ of HOLDERS) await page.getByRole('button', { name: `Mais um ${ticketName}` }).click();
  await page.getByRole('button', { name: EV.steps!.continue, exact: true }).click();
  for (const [i, holder] of HOLDERS.entries()) {
    await expect(page.getByText(`Ingresso ${i + 1} de ${HOLDERS.length}`)).toBeVisible();
    await page.getByRole('textbox', { name: new RegExp(`^${EV.holders!.name}`) }).fill(holder);
    const next = i < HOLDERS.length - 1 ? EV.steps!.nextTicket! : EV.steps!.continue!;
    await page.getByRole('button', { name: next, exact: true }).click();
  }
  await page.getByRole('button', { name: EV.steps!.toPayment }).click();
  await page.getByRole('button', { name: EV.payment!.confirmFree }).click();
  await expect(page.getByRole('heading', { name: EV.thanks!.title, level: 1 })).toBeVisible();
  const tickets = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/evento\/\d+\/inscricao\/$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('link', { name: EV.thanks!.tickets }).click();
  const { ingressos } = (await (await tickets).json()) as { ingressos: { titular: string; codigo: string | null }[] };
  return HOLDERS.map((holder) => {
    const code = ingressos.find((t) => t.titular === holder)?.codigo;
    if (!code) throw new Error(`no confirmed ticket for ${holder}`);
    return code;
  });
}

test('door staff admit a ticket by its QR code on a phone, see it already admitted, admit another offline and sync both', async ({
  page,
  playwright,
}, testInfo) => {
  // The door's event, as the seed chooses it: the next one held in a place.
  const event = (await seededEvents(page))
    .filter((e) => e.local && !e.encerrado && Date.parse(e.dataInicio) > Date.now())
    .sort((a, b) => Date.parse(a.dataInicio) - Date.parse(b.dataInicio))[0];
  if (!event?.flagGratuito) throw new Error('the demo door event is not the free event the journey registers for');
  await createAccount(page, { loggedIn: true });
  const [first, second] = await registerTickets(page, event.id, event.ingressos[0]!.nome);

  // The church's admin sees the registration, its holders, and the CSV of them.
  const consoleContext = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 780 }, locale: 'pt-BR' });
  const desk = await consoleContext.newPage();
  if (await logInConsole(desk, ADMIN)) await enterCode(desk, ADMIN_TOTP_SECRET);
  await openArea(desk, 'Eventos');
  await desk.getByRole('link', { name: event.titulo, exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: event.titulo })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Por tipo de ingresso' })).toBeVisible();
  await expect(desk.getByText(HOLDERS[0]!).first()).toBeVisible();
  await expect(desk.getByText(HOLDERS[1]!).first()).toBeVisible();
  await checked(desk, 'event-registrations');
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Baixar CSV' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  for (const holder of HOLDERS) expect(csv).toContain(holder);
  await consoleContext.close();

  // The door: its own phone, whose camera sees the first ticket.
  const clip = writeQrCameraClip(path.join(os.tmpdir(), `door-${testInfo.workerIndex}-${Date.now()}.y4m`), first!);
  const browser = await playwright.chromium.launch({
    executablePath: (chromiumPath() as string | undefined) ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...fakeCameraArgs(clip)],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.7' },
    });
    const door = await context.newPage();
    await logInConsole(door, DOOR_STAFF);
    await openArea(door, 'Portaria');
    await door.getByRole('link', { name: event.titulo }).click();
    await expect(door.getByRole('heading', { level: 1, name: event.titulo })).toBeVisible();
    await door.getByRole('button', { name: 'Baixar para usar sem internet' }).click();
    await expect(door.getByText(/^Lista sem internet: \d+ ingressos/)).toBeVisible();
    const verdict = door.getByRole('status').filter({ has: door.locator('.door-verdict-title') });

    await door.getByRole('button', { name: 'Ler com a câmera' }).click();
    await expect(verdict).toContainText('Entrada liberada');
    await expect(verdict).toContainText(HOLDERS[0]!);
    await checked(door, 'door-admitted');
    // The camera keeps seeing the code: read again after the repeat window, it was already in.
    await expect(verdict).toContainText('Já entrou');
    await expect(verdict).toContainText('por Pedro');
    await door.getByRole('button', { name: 'Parar a câmera' }).click();

    await context.setOffline(true);
    await expect(door.getByText('Sem internet', { exact: true })).toBeVisible();
    await door.getByLabel('Código do ingresso').fill(second!);
    await door.getByRole('button', { name: 'Conferir', exact: true }).click();
    await expect(verdict).toContainText('Entrada liberada');
    await expect(verdict).toContainText(HOLDERS[1]!);
    await expect(verdict).toContainText('Conferido sem internet');
    await expect(door.getByText('1 entrada aguardando sincronizar.')).toBeVisible();
    await checked(door, 'door-offline');

    await context.setOffline(false);
    await expect(door.getByText('Nada aguardando sincronizar.')).toBeVisible();
    await expect(door.getByText(/\b2 de \d+ entraram/)).toBeVisible();
    // Synced to the server: the ticket admitted offline, typed again online, is already in.
    await door.getByLabel('Código do ingresso').fill(second!);
    await door.getByRole('button', { name: 'Conferir', exact: true }).click();
    await expect(verdict).toContainText('Já entrou');
  } finally {
    await browser.close();
  }
});
