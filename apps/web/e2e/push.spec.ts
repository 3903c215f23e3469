import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { loginViaUi } from './support/login.ts';

/**
 * Web Push in Chromium (issue 33): a push delivered to the app's service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage, as a push service would, already decrypted) is shown as a notification with
 * the push's title, text and fields; the page its click opens (/notification-open, what the worker's
 * notificationclick opens: the protocol cannot click a system notification) routes as the notifications menu does:
 * an item of this church opens at once, another church's asks to switch first. The server's encrypted send is
 * tested against a local push service (apps/server push.test.ts).
 */
test.use({ locale: 'pt-BR' });

test(
  'a pushed notification is shown by the service worker and opens as the menu does',
  { tag: '@push' },
  async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    await loginViaUi(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const push = {
      id: 1,
      titulo: 'Culto especial',
      corpo: 'Domingo às 18h',
      igreja: 'VIDEIRA',
      tipo: 'AVISO',
      idEntidadeRelacionada: null,
      rota: '/devotionals',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(push) });

    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data as unknown,
          })),
        ),
      )
      .toEqual([{ title: 'Culto especial', body: 'Domingo às 18h', data: push }]);

    // What the click opens: this church's item opens at once.
    const open = (fields: Record<string, string>) => `/notification-open?${new URLSearchParams(fields).toString()}`;
    await page.goto(
      open({ id: '1', igreja: 'VIDEIRA', tipo: 'AVISO', titulo: 'Culto especial', corpo: 'Domingo às 18h', rota: '/devotionals' }),
    );
    await expect(page).toHaveURL(/\/devotionals$/);

    // Another church's item asks to switch first.
    await page.goto(open({ id: '2', igreja: 'OUTRA', tipo: 'NOTICIA', entidade: '3', titulo: 'Da rede', corpo: 'Outra igreja' }));
    await expect(page.getByRole('heading', { name: 'Da rede' })).toBeVisible();
    await expect(page.getByText('Esta notificação é de outra igreja da organização. Troque de igreja para abri-la.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Trocar de igreja e abrir' })).toBeVisible();
    await expect(page).toHaveURL(/\/notification-open\?/);
  },
);
