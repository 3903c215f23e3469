import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../plugins/rate-limit.ts';
import { reserveAttempts } from './limiters.ts';
import { LoginDevices, loginAccountKey } from './login-device.ts';

/** A limiter of `points` per key, counted in a map (the plugin's semantics: over the budget throws 429). */
function fakeLimiter(points: number): Limiter & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async consume(key) {
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      if (n > points) throw new AppError('TOO_MANY_REQUESTS', { seconds: 600 });
    },
    async isBlocked(key) {
      return (counts.get(key) ?? 0) >= points ? 600 : 0;
    },
    async reset(key) {
      counts.delete(key);
    },
    async refund(key, n = 1) {
      counts.set(key, (counts.get(key) ?? 0) - n);
    },
    async count(key) {
      return counts.get(key) ?? 0;
    },
  };
}

describe('login attempt reservations', () => {
  it('counts on every limiter; a refusal gives the others their point back and names the account lock', async () => {
    const ip = fakeLimiter(100);
    const account = fakeLimiter(1);
    await reserveAttempts(
      [
        [ip, '1.2.3.4'],
        [account, 'k'],
      ],
      account,
    );
    const refused = await reserveAttempts(
      [
        [ip, '1.2.3.4'],
        [account, 'k'],
      ],
      account,
    ).catch((err: AppError) => err);
    expect(refused).toMatchObject({ code: 'LOGIN_LOCKED', params: { seconds: 600, minutes: 10 } });
    expect(ip.counts.get('1.2.3.4')).toBe(1);
    const byIp = await reserveAttempts(
      [
        [fakeLimiter(0), 'x'],
        [account, 'other'],
      ],
      account,
    ).catch((err: AppError) => err);
    expect(byIp).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { seconds: 600 } });
    expect(account.counts.get('other')).toBe(0);
  });
});

describe('known login devices', () => {
  const devices = new LoginDevices('a-secret-a-secret-a-secret-a-secret');
  const ana = loginAccountKey(' Ana@Test.local ');

  it('keys a login name by a digest, whatever its case and spaces', () => {
    expect(ana).toBe(loginAccountKey('ana@test.local'));
    expect(ana).not.toContain('ana');
  });

  it('proves only the accounts that succeeded on the device, keeping the device id and the last five', () => {
    const cookie = devices.remember(undefined, ana);
    const device = devices.known(cookie, ana);
    expect(device).toBe(cookie.split('.')[0]);
    expect(devices.known(cookie, loginAccountKey('bia@test.local'))).toBeUndefined();
    let shared = cookie;
    for (let i = 0; i < 5; i++) shared = devices.remember(shared, loginAccountKey(`m${i}@test.local`));
    expect(shared.split('.')[0]).toBe(device);
    expect(devices.known(shared, loginAccountKey('m4@test.local'))).toBe(device);
    expect(devices.known(shared, ana)).toBeUndefined();
  });

  it('refuses forged, altered, foreign-key and malformed cookies', () => {
    const cookie = devices.remember(undefined, ana);
    const [id, proof] = cookie.split('.') as [string, string];
    const other = new LoginDevices('another-secret-another-secret-000');
    for (const forged of [
      `${id}.${'A'.repeat(22)}`,
      `${id}.${proof}x`,
      `${'B'.repeat(22)}.${proof}`,
      other.remember(undefined, ana),
      '',
      'x',
      `${id}`,
    ]) {
      expect(devices.known(forged, ana), forged).toBeUndefined();
    }
  });
});
