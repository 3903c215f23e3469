import { SOCKET_CLOSE } from '@congrega/contract/socket';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { SocketTestClient, socketUrl } from '../../test/socket-test-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomDomain } from '../church/church-test-data.ts';

type Client = SocketTestClient<{ type: string }>;
const PER_CHURCH = 80;
const DEFAULT_PER_IP = 50;

/**
 * Who may open /chat and /band (socket-host.service.ts; the protocol in packages/contract/src/socket.ts): a
 * browser's Origin must be a host of the socket's church, and each copy bounds the sockets of one IP (chat and
 * band together) and of one church, refusing more with 4429.
 */
describe('sockets: origin and connection caps', () => {
  let t: TestApp;
  let base: string;
  let a: TestChurch;
  let b: TestChurch;
  let c: TestChurch;
  const clients: Client[] = [];
  let ipCounter = 0;
  const freshIp = () => `10.9.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true, socketMaxPerChurch: PER_CHURCH });
    a = await createChurch(t.app, 'sock-a');
    b = await createChurch(t.app, 'sock-b');
    c = await createChurch(t.app, 'sock-c');
    await addCustomDomain(t.app, a.id, 'igreja-a.example.org');
    base = (await socketUrl(t.app, '')).replace(/\/$/, '');
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  const open = async (path: '/chat' | '/band', host: string, headers: Record<string, string> = {}) => {
    const client = await SocketTestClient.open(`${base}${path}`, host, { 'x-forwarded-for': freshIp(), ...headers });
    clients.push(client as Client);
    return client as Client;
  };
  /** 'open' when the session answers a frame (an error frame for garbage), else the close code. */
  const outcome = async (client: Client): Promise<'open' | number> => {
    const from = client.frames.length;
    client.send('not json');
    return Promise.race([client.next('error', () => true, from).then(() => 'open' as const), client.waitClosed()]);
  };

  it.each(['/chat', '/band'] as const)(
    '%s: a browser page of the same church opens it; any other origin is refused with 4400',
    async (path) => {
      const allowed = [undefined, `http://${a.host}`, `https://${a.host}`, 'https://igreja-a.example.org', 'http://SOCK-A.localhost:5173'];
      for (const origin of allowed) {
        expect(await outcome(await open(path, a.host, origin ? { origin } : {})), String(origin)).toBe('open');
      }
      // From the custom domain's page to the subdomain's socket: the same church.
      expect(await outcome(await open(path, 'igreja-a.example.org', { origin: `https://${a.host}` }))).toBe('open');
      const refused = [
        `http://${b.host}`,
        'https://evil.example',
        'null',
        'file://',
        `ws://${a.host}`,
        'not a url',
        `http://${a.host}.evil.example`,
      ];
      for (const origin of refused) {
        expect(await outcome(await open(path, a.host, { origin })), origin).toBe(SOCKET_CLOSE.originRefused);
      }
    },
  );

  it(`keeps at most ${DEFAULT_PER_IP} sockets of one IP address (chat and band together); the rest are closed with 4429`, async () => {
    const ip = freshIp();
    const tries = await Promise.all(Array.from({ length: DEFAULT_PER_IP + 10 }, () => open('/chat', c.host, { 'x-forwarded-for': ip })));
    const outcomes = await Promise.all(tries.map(outcome));
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(DEFAULT_PER_IP);
    expect(outcomes.filter((o) => o === SOCKET_CLOSE.busy)).toHaveLength(10);
    expect(await outcome(await open('/band', c.host, { 'x-forwarded-for': ip }))).toBe(SOCKET_CLOSE.busy);
    expect(await outcome(await open('/band', c.host))).toBe('open');
    // One closes: its place is free again (the server counts it out once the close is done).
    tries[outcomes.indexOf('open')]!.close();
    await vi.waitFor(async () => expect(await outcome(await open('/band', c.host, { 'x-forwarded-for': ip }))).toBe('open'));
  });

  it(`keeps at most ${PER_CHURCH} sockets of one church, whatever the addresses; other churches are not affected`, async () => {
    const tries = await Promise.all(Array.from({ length: PER_CHURCH + 5 }, (_, i) => open(i % 2 ? '/chat' : '/band', b.host)));
    const outcomes = await Promise.all(tries.map(outcome));
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(PER_CHURCH);
    expect(outcomes.filter((o) => o === SOCKET_CLOSE.busy)).toHaveLength(5);
    expect(await outcome(await open('/chat', a.host))).toBe('open');
  });

  it('refuses an unknown host with 4404', async () => {
    expect(await outcome(await open('/chat', 'nowhere.localhost'))).toBe(SOCKET_CLOSE.noChurch);
    expect(await outcome(await open('/band', 'nowhere.localhost'))).toBe(SOCKET_CLOSE.noChurch);
  });
});
