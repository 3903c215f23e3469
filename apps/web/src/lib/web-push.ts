import { pushPublicKey, pushSubscribe, pushUnsubscribe } from '@congrega/contract/endpoints/notifications';
import { apiCall } from './api-call.ts';
import { getBootstrap } from './bootstrap.ts';

/**
 * This browser's Web Push at the church (the origin's service worker holds one subscription): whether it can,
 * whether the member refused it in the browser, and turning it on (the browser's permission, a subscription with
 * the server's VAPID key, saved for the member) or off (removed at the server, then in the browser). Loaded with
 * the notifications menu or an opt-in offer, never with the page.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

export async function readPushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await reg.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameKey = (key: ArrayBuffer | null | undefined, expected: Uint8Array) =>
  !!key && key.byteLength === expected.byteLength && new Uint8Array(key).every((b, i) => b === expected[i]);

export async function turnPushOn(churchId: number): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { chavePublica } = await apiCall(pushPublicKey, { params: { id: churchId } });
  const key = base64UrlBytes(chavePublica);
  let subscription = await reg.pushManager.getSubscription();
  // One made with another key (the server's pair changed) can no longer be sent to: a new one.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  await apiCall(pushSubscribe, {
    params: { id: churchId },
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  return 'on';
}

export async function turnPushOff(churchId: number): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await apiCall(pushUnsubscribe, { params: { id: churchId }, body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

const OFFER_DISMISSED = 'congrega.pushOffer.dismissed';

/** Whether to offer push after a meaningful action: it can, the browser never asked, and the member did not say no. */
export async function shouldOfferPush(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'default') return false;
  try {
    if (localStorage.getItem(OFFER_DISMISSED)) return false;
  } catch {
    return false;
  }
  return (await readPushState()) === 'off';
}

export function dismissPushOffer(): void {
  try {
    localStorage.setItem(OFFER_DISMISSED, '1');
  } catch {
    // Private mode without storage: offered again next time.
  }
}

/** Logging out: this browser's subscription goes (a shared device stops showing the member's pushes). Never throws. */
export async function dropPushOnLogout(): Promise<void> {
  try {
    await turnPushOff(getBootstrap().igreja.id);
  } catch {
    // No push here, or offline: logging out still works (the browser then keeps its subscription).
  }
}
