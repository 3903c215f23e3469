import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post, readOutbox } from '../accounts/accounts.test-helpers.ts';
import { renderMail } from './mail-templates.ts';
import { createMailer } from './mailer.ts';
import { churchPublicUrl } from '../../core/public-url.ts';

function recordingLogger() {
  const lines: unknown[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push(args),
    error: (...args: unknown[]) => lines.push(args),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const sender = async () => ({ name: 'Igreja Videira', replyTo: null });

const params = { churchName: 'Igreja <Videira> & Cia', link: 'https://videira.example/access/reset-password?token=SECRET123' };

describe('mail templates', () => {
  it.each([
    ['pt-BR', 'redefinição de senha', 'Criar nova senha'],
    ['en', 'password reset', 'Choose a new password'],
    ['es', 'restablecer contraseña', 'Crear una nueva contraseña'],
  ] as const)('password reset in %s names the church and carries the link', (locale, subject, action) => {
    const mail = renderMail('password-reset', locale, params);
    expect(mail.subject).toBe(`Igreja <Videira> & Cia: ${subject}`);
    expect(mail.text).toContain(`${action}: ${params.link}`);
    expect(mail.html).toContain('Igreja &lt;Videira&gt; &amp; Cia');
    expect(mail.html).not.toContain('<Videira>');
    expect(mail.html).toContain(`href="${params.link}"`);
  });

  it.each([
    ['pt-BR', 'ative sua conta'],
    ['en', 'activate your account'],
    ['es', 'activa tu cuenta'],
  ] as const)('activation in %s', (locale, subject) => {
    const mail = renderMail('account-activation', locale, { churchName: 'Videira', link: 'http://x/access/activate?token=T' });
    expect(mail.subject).toBe(`Videira: ${subject}`);
    expect(mail.text).toContain('http://x/access/activate?token=T');
  });

  it('builds the church public URL from the pattern', () => {
    expect(churchPublicUrl('http://{church}.localhost:3000', 'videira')).toBe('http://videira.localhost:3000');
    expect(churchPublicUrl('https://app.example/{church}/', 'grace')).toBe('https://app.example/grace');
  });
});

describe('outbox transport', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-outbox-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes one .eml per message and logs its path, never the link', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Congrega <no-reply@test.local>', senderOf: sender, log });
    await mailer.send({ churchId: 1, to: 'ana@test.local', template: 'password-reset', locale: 'pt-BR', params });
    const [mail] = await readOutbox(dir);
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('ana@test.local');
    expect(mail!.subject).toBe('Igreja <Videira> & Cia: redefinição de senha');
    expect(mail!.body).toContain(params.link);
    const logged = JSON.stringify(lines);
    expect(logged).toContain(path.join(dir, 'outbox'));
    expect(logged).not.toContain('SECRET123');
    expect(logged).not.toContain('ana@test.local');
    mailer.close();
  });
});

describe('SMTP transport', () => {
  let server: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; data: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server of SMTP_URL', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'Congrega <no-reply@test.local>',
      senderOf: sender,
      log,
    });
    await mailer.send({
      churchId: 1,
      to: 'bia@test.local',
      template: 'account-activation',
      locale: 'en',
      params: { churchName: 'Grace', link: 'http://grace/access/activate?token=TOKEN42' },
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@test.local');
    expect(received[0]!.to).toEqual(['bia@test.local']);
    expect(received[0]!.data).toContain('Subject: Grace: activate your account');
    expect(JSON.stringify(lines)).not.toContain('TOKEN42');
  });

  it('rejects when the server cannot be reached', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent', from: 'x@test.local', senderOf: sender, log });
    await expect(
      mailer.send({
        churchId: 1,
        to: 'x@test.local',
        template: 'password-reset',
        locale: 'en',
        params: { churchName: 'X', link: 'http://x' },
      }),
    ).rejects.toThrow();
    mailer.close();
  });
});

describe('the app with SMTP_URL', () => {
  let server: SMTPServer;
  let t: TestApp;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (server.server.listening ? server.close(() => resolve()) : resolve()));
  });

  it('sends the password reset e-mail over SMTP; 502 with a clear code once the server is gone', async () => {
    const church = await createChurch(t.app, 'smtp');
    const active = await createMember(t.app, church);
    const inactive = await createMember(t.app, church, { active: false });
    const ok = await post(t.app, '/api/v1/security/recuperar-senha', { headers: { host: church.host }, payload: { email: active.email } });
    expect(ok.statusCode).toBe(200);
    expect(received.some((m) => m.includes('http://smtp.localhost:3000/access/reset-passw'))).toBe(true);

    await new Promise<void>((resolve) => server.close(() => resolve()));
    const reset = await post(t.app, '/api/v1/security/recuperar-senha', {
      headers: { host: church.host, 'accept-language': 'en' },
      payload: { email: inactive.email },
    });
    expect(reset.statusCode).toBe(502);
    expect(reset.json()).toEqual({ code: 'EMAIL_SEND_FAILED', message: 'The e-mail could not be sent. Please try again.' });
    const activation = await post(
      t.app,
      `/api/v1/security/solicitar-verificacao-email/?igreja=${church.id}&email=${encodeURIComponent(inactive.email)}`,
      {
        headers: { host: church.host, 'accept-language': 'pt-BR' },
      },
    );
    expect(activation.statusCode).toBe(502);
    expect(activation.json()).toEqual({
      code: 'ACTIVATION_EMAIL_FAILED',
      message: 'Não foi possível enviar o e-mail de ativação. Tente novamente.',
    });
  });
});
