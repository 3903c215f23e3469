import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { isAllowedPushEndpoint } from './push-hosts.ts';

describe('push endpoints the server sends to (PUSH_SERVICE_HOSTS defaults)', () => {
  const production = { ...testConfig(), env: 'production' as const };
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QAbc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('takes the browsers’ own service %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, production)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:444/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/abc',
    'https://evilfcm.googleapis.com.example/abc',
    'https://notfcm.googleapis.com.example/abc',
    'https://127.0.0.1/abc',
    'https://[::1]/abc',
    'http://localhost:3000/push',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, production)).toBe(false);
  });

  it('takes the tests’ local push service only in the tests', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4100/push/1', testConfig())).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4100/push/1', production)).toBe(false);
  });
});
