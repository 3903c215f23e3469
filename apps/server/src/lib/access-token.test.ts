import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-token.ts';

const SECRET = 'test-secret-test-secret-test-secret';
const claims = { contaId: 7, sessionVersion: 2, churchId: 3, sessionId: randomUUID() };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own token for its church, again from memory, with the same claims', async () => {
    const tokens = new AccessTokens(SECRET, 900);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token, 3)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token, 3)).toEqual({ ok: true, claims });
  });

  it('refuses a remembered token on another church, and a changed signature or payload', async () => {
    const tokens = new AccessTokens(SECRET, 900);
    const token = await tokens.sign(claims);
    await tokens.verify(token, 3);
    expect(await tokens.verify(token, 4)).toEqual({ ok: false, expired: false });
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`, 3)).toEqual({ ok: false, expired: false });
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`, 3)).toEqual({ ok: false, expired: false });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await new AccessTokens('another-secret-another-secret-xx', 900).sign(claims);
    expect(await new AccessTokens(SECRET, 900).verify(token, 3)).toEqual({ ok: false, expired: false });
  });

  it('a remembered token expires on time (TOKEN_EXPIRED)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const tokens = new AccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    expect((await tokens.verify(token, 3)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T12:00:59Z'));
    expect((await tokens.verify(token, 3)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T12:01:00Z'));
    expect(await tokens.verify(token, 3)).toEqual({ ok: false, expired: true });
  });
});
