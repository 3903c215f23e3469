import fs from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../../app.ts';

/** Decodes a quoted-printable body (soft line breaks and =XX bytes as UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Decoded body (text and HTML parts). */
  body: string;
}

/** Messages the outbox transport wrote to `<dataDir>/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
      const headerEnd = raw.indexOf('\n\n');
      const headers = raw.slice(0, headerEnd).replace(/\n\s+/g, ' ');
      const subjectWords = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
      // Encoded words may split one UTF-8 character: join their payloads, then decode once.
      const encoded = [...subjectWords.matchAll(/=\?UTF-8\?Q\?(.*?)\?=/g)].map((m) => m[1] ?? '').join('');
      const subject = encoded ? decodeQuotedPrintable(encoded.replace(/_/g, ' ')) : subjectWords;
      return { file, to: /^To: (.*)$/m.exec(headers)?.[1] ?? '', subject, body: decodeQuotedPrintable(raw.slice(headerEnd + 2)) };
    }),
  );
}

/** The newest message to `to`, and the token of the first link in it matching `linkPath`. */
export async function lastLink(dataDir: string, to: string, linkPath: string): Promise<{ mail: OutboxMail; link: string; token: string }> {
  const mails = (await readOutbox(dataDir)).filter((m) => m.to === to);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no e-mail to ${to}`);
  const match = new RegExp(`(https?://[^\\s"<>]*${linkPath.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+))`).exec(mail.body);
  if (!match?.[1] || !match[2]) throw new Error(`no ${linkPath} link in e-mail to ${to}`);
  return { mail, link: match[1], token: match[2] };
}

/** A valid visitor registration payload (override any field). */
export function registrationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nome: 'Ana',
    sobrenome: 'Souza',
    email: `ana-${Math.random().toString(36).slice(2, 10)}@test.local`,
    senha: 'Senha@123',
    confirmarSenha: 'Senha@123',
    ...overrides,
  };
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test never affect another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** POST JSON through app.inject from a given client IP. */
export function post(app: App, url: string, options: { headers: Record<string, string>; payload?: unknown; ip?: string }) {
  return app.inject({
    method: 'POST',
    url,
    headers: options.headers,
    payload: options.payload as Record<string, unknown> | undefined,
    remoteAddress: options.ip ?? freshIp(),
  });
}
