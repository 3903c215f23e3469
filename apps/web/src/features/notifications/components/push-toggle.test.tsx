import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { i18n } from '../../../lib/i18n/store.ts';
import { dropPushOnLogout } from '../../../lib/web-push.ts';
import { PushToggle } from './push-toggle.tsx';

/**
 * The notifications menu's "Receive notifications on this device" switch in each state of the browser: no push at
 * all, push blocked for the site, subscribed (off unsubscribes at the server, then in the browser), and off (on asks
 * the permission, subscribes with the server's key and saves it).
 */
const KEY = 'BNc'.padEnd(87, 'A');
let calls: { method: string; path: string; body: unknown }[];
let permission: NotificationPermission;
let subscription: {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON: () => PushSubscriptionJSON;
} | null;
let subscribe: ReturnType<typeof vi.fn>;

const keyBytes = () => Uint8Array.from(atob(KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0)).buffer;
const makeSubscription = () => ({
  endpoint: 'https://push.example.test/sub/1',
  options: { applicationServerKey: keyBytes() },
  unsubscribe: vi.fn(async () => {
    subscription = null;
    return true;
  }),
  toJSON: () => ({ endpoint: 'https://push.example.test/sub/1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
});

function stubBrowser({ push = true } = {}) {
  subscribe = vi.fn(async () => (subscription = makeSubscription()));
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  if (push) vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => (permission = 'granted')),
  });
}

beforeAll(async () => {
  await i18n.init({
    language: 'en',
    load: async (language, namespace) => (await import(`../../../locales/${language}/${namespace}.json`)).default,
  });
});
beforeEach(() => {
  calls = [];
  permission = 'default';
  subscription = null;
  setBootstrapForTests({ igreja: { id: 1, codigo: 'VIDEIRA', nome: 'Igreja Videira' } } as never);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const url = new URL(raw, 'http://videira.localhost');
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname.endsWith('/chave'))
        return new Response(JSON.stringify({ chavePublica: KEY }), { headers: { 'content-type': 'application/json' } });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setBootstrapForTests(undefined);
});

describe('push switch', () => {
  it('says so in a browser without push', async () => {
    stubBrowser({ push: false });
    render(<PushToggle />);
    expect(await screen.findByText('This browser does not receive push notifications.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says how to allow it where the member blocked notifications for the site', async () => {
    stubBrowser();
    permission = 'denied';
    render(<PushToggle />);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a subscribed browser on, and turning it off removes the subscription at the server and in the browser', async () => {
    stubBrowser();
    permission = 'granted';
    subscription = makeSubscription();
    const sub = subscription;
    render(<PushToggle />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Receive notifications on this device' });
    expect(toggle.checked).toBe(true);
    await act(async () => fireEvent.click(toggle));
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/v1/igreja/1/notificacao/push/inscricao', body: { endpoint: 'https://push.example.test/sub/1' } },
    ]);
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('switch').checked).toBe(false);
  });

  it('turning it on asks the permission, subscribes with the server key and saves the subscription', async () => {
    stubBrowser();
    render(<PushToggle />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch');
    expect(toggle.checked).toBe(false);
    await act(async () => fireEvent.click(toggle));
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array(keyBytes()) });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/v1/igreja/1/notificacao/push/chave',
      'POST /api/v1/igreja/1/notificacao/push/inscricao',
    ]);
    expect(calls[1]!.body).toEqual({ endpoint: 'https://push.example.test/sub/1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } });
    expect(screen.getByRole<HTMLInputElement>('switch').checked).toBe(true);
  });
});

describe('logging out', () => {
  it("removes this browser's subscription at the server and in the browser, and never fails without push", async () => {
    stubBrowser();
    permission = 'granted';
    subscription = makeSubscription();
    const sub = subscription;
    await dropPushOnLogout();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/v1/igreja/1/notificacao/push/inscricao']);
    expect(sub.unsubscribe).toHaveBeenCalled();

    calls = [];
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await dropPushOnLogout();
    expect(calls).toEqual([]);
  });
});
