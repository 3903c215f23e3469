import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { renderMail, type MailParams, type MailTemplate, type RenderedMail } from './mail-templates.ts';

export interface MailMessage {
  /** The church the message is sent as (its name, its Reply-To). */
  churchId: number;
  to: string;
  template: MailTemplate;
  locale: TLocale;
  params: MailParams;
}

/** Who and what a message goes to, besides its content. */
export interface Envelope {
  /** The church the message is sent as: From shows its name, Reply-To its reply address. */
  churchId: number;
  to: string;
  /** Names the message in logs and outbox file names. */
  tag: string;
  /**
   * The one-click unsubscribe address (RFC 8058) of a message the member can opt out of (notices); never on a
   * password link, a ticket or a receipt.
   */
  unsubscribeUrl?: string;
}

/** The church a message is sent as: the From display name, and where replies go (none: no Reply-To). */
export interface Sender {
  name: string;
  replyTo: string | null;
}

export interface Mailer {
  /** Renders and delivers one message; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /** Delivers a message a module rendered itself. */
  deliver(envelope: Envelope, mail: RenderedMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** SMTP URL (smtp://user:pass@host:port); when absent, messages go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  /** MAIL_FROM: its address is the sender's (its display name gives way to the church's). */
  from: string;
  /** The church's name and reply address, read when each message is sent (a settings change shows at once). */
  senderOf: (churchId: number) => Promise<Sender>;
  log: FastifyBaseLogger;
}

/** The address of MAIL_FROM (`Name <a@b>` or `a@b`). */
export function fromAddress(from: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/**
 * Every message is sent as its church: From is the church's name at MAIL_FROM's address (nodemailer encodes the
 * name, so no text of it can add a header), Reply-To the church's reply address. Without SMTP the message is built
 * by nodemailer's stream transport and written to the outbox, so development and tests can open the links. Logs
 * name the template and the file or message id only: the recipient's link carries a secret token.
 */
export function createMailer({ smtpUrl, outboxDir, from, senderOf, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const address = fromAddress(from);

  return {
    send({ churchId, to, template, locale, params }) {
      return this.deliver({ churchId, to, tag: template }, renderMail(template, locale, params));
    },
    async deliver({ churchId, to, tag, unsubscribeUrl }, { subject, text, html, attachments }) {
      const sender = await senderOf(churchId);
      const info = await transport.sendMail({
        from: { name: sender.name, address },
        ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
        to,
        subject,
        text,
        html,
        ...(attachments ? { attachments } : {}),
        ...(unsubscribeUrl
          ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
      if (smtpUrl) {
        log.info({ template: tag, messageId: info.messageId }, 'e-mail sent over SMTP');
        return;
      }
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${tag}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ template: tag, file }, 'e-mail written to the outbox');
    },
    close() {
      transport.close();
    },
  };
}
