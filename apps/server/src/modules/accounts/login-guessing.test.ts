import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, lastLink, post } from './accounts.test-helpers.ts';
import { LOGIN_ACCOUNT_ATTEMPTS } from './limiters.ts';
import { DEVICE_COOKIE } from './login-device.ts';

const LOGIN = '/api/v1/security/login_check';

/**
 * Guessing one account's password from many addresses at once (issue 28 section 5): the account's budget is
 * counted before the password is checked, so parallel requests from 200 IPs get no more than it; the owner's
 * known device is counted on its own and still gets in.
 */
describe('login: guessing one account from many addresses', () => {
  let t: TestApp;
  let church: TestChurch;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-login-'));
    t = await createTestApp({ logLevel: 'info', dataDir }, { logStream: { write: (line) => void lines.push(line) } });
    church = await createChurch(t.app, 'videira');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const login = (username: string, password: string, options: { ip?: string; lang?: string; device?: string } = {}) =>
    post(t.app, LOGIN, {
      headers: {
        host: church.host,
        'accept-language': options.lang ?? 'en',
        ...(options.device ? { cookie: `${DEVICE_COOKIE}=${options.device}` } : {}),
      },
      payload: { username, password },
      ip: options.ip ?? freshIp(),
    });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => {
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${DEVICE_COOKIE}=`));
    return /^[^=]+=([^;]+)/.exec(String(cookie))?.[1];
  };
  /** 200 wrong passwords, each from its own address, 50 in flight at a time: the status codes. */
  const attack = async (email: string) => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 4; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(email, `Wrong@${batch}-${i}`)));
      statuses.push(...answers.map((r) => r.statusCode));
    }
    return statuses;
  };
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('refuses the attacker once the account budget is spent: at most that many guesses reach the password', async () => {
    const victim = await createMember(t.app, church);
    const statuses = await attack(victim.email);
    expect(count(statuses, 401)).toBeLessThanOrEqual(LOGIN_ACCOUNT_ATTEMPTS);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(200 - LOGIN_ACCOUNT_ATTEMPTS);
    // Even the right password from a new address is refused while the budget is spent.
    const locked = await login(victim.email, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('says so in the language of the request, and an unknown e-mail is refused the same way', async () => {
    const ghost = 'nobody-here@test.local';
    await attack(ghost);
    const texts = {
      en: /^Too many attempts to log in to this account\. Log in from a device you used before, reset your password or try again in \d+ minutes\.$/,
      'pt-BR': /^Muitas tentativas de entrar nesta conta\. .* tente de novo em \d+ minutos\.$/,
      es: /^Demasiados intentos de entrar en esta cuenta\. .* inténtalo de nuevo en \d+ minutos\.$/,
    };
    for (const [lang, text] of Object.entries(texts)) {
      const res = await login(ghost, 'Wrong@1234', { lang });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'LOGIN_LOCKED', message: expect.stringMatching(text) });
    }
  });

  it('lets the owner in from a device they logged in on before, during the attack', async () => {
    const owner = await createMember(t.app, church);
    const first = await login(owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(String([first.headers['set-cookie']].flat().join())).toMatch(
      new RegExp(`${DEVICE_COOKIE}=[^;]+; Max-Age=\\d+; Path=/api/v1/security/login_check; HttpOnly; SameSite=Strict`),
    );
    await attack(owner.email);
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
    const again = await login(owner.email, owner.password, { device });
    expect(again.statusCode).toBe(200);
    expect(deviceOf(again)?.split('.')[0]).toBe(device!.split('.')[0]);
  });

  it('an owner locked out on a new device resets the password there, which makes it a known device', async () => {
    const owner = await createMember(t.app, church);
    await attack(owner.email);
    const ip = freshIp();
    const send = (url: string, payload: object, cookie?: string) =>
      post(t.app, url, { headers: { host: church.host, ...(cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {}) }, payload, ip });
    expect((await send('/api/v1/security/recuperar-senha', { email: owner.email })).statusCode).toBe(200);
    const { token } = await lastLink(dataDir, owner.email, '/access/reset-password');
    const reset = await send('/api/v1/security/redefinir-senha', { token, senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' });
    expect(reset.statusCode).toBe(200);
    const device = deviceOf(reset);
    expect((await login(owner.email, 'Nova@Senha1', { ip })).json().code).toBe('LOGIN_LOCKED');
    expect((await login(owner.email, 'Nova@Senha1', { ip, device })).statusCode).toBe(200);
  });

  it('a device cookie of another account, or a forged one, is no way around the lock', async () => {
    const victim = await createMember(t.app, church);
    const attacker = await createMember(t.app, church);
    const own = deviceOf(await login(attacker.email, attacker.password));
    await attack(victim.email);
    for (const device of [own!, `${own!.split('.')[0]}.${'A'.repeat(22)}`]) {
      expect((await login(victim.email, victim.password, { device })).json().code).toBe('LOGIN_LOCKED');
    }
  });

  it('a known device has a budget of its own: guessing from a stolen one stops too', async () => {
    const owner: TestMember = await createMember(t.app, church);
    const device = deviceOf(await login(owner.email, owner.password));
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_ATTEMPTS + 3; i++) statuses.push((await login(owner.email, `Wrong@${i}00`, { device })).statusCode);
    expect(count(statuses, 401)).toBe(LOGIN_ACCOUNT_ATTEMPTS);
    expect(statuses.at(-1)).toBe(429);
  });

  it('writes no password, e-mail, token or device cookie to the log', async () => {
    const owner = await createMember(t.app, church);
    const ok = await login(owner.email, owner.password);
    await attack(owner.email);
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [owner.password, owner.email, 'Wrong@', deviceOf(ok)!, ok.json().token, ok.json().refreshToken]) {
      expect(log).not.toContain(secret);
    }
  });
});
