import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { renderMail, type MailParams, type MailTemplate, type RenderedMail } from './mail-templates.ts';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  locale: TLocale;
  params: MailParams;
}

export interface Mailer {
  /** Renders and delivers one message; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /** Delivers a message a module rendered itself (`tag` names it in logs and outbox file names). */
  deliver(to: string, tag: string, mail: RenderedMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** SMTP URL (smtp://user:pass@host:port); when absent, messages go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Without SMTP the message is built by nodemailer's stream transport and written to the outbox, so
 * development and tests can open the links. Logs name the template and the file or message id only:
 * the recipient's link carries a secret token.
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true });

  return {
    send({ to, template, locale, params }) {
      return this.deliver(to, template, renderMail(template, locale, params));
    },
    async deliver(to, template, { subject, text, html, attachments }) {
      const info = await transport.sendMail({ from, to, subject, text, html, ...(attachments ? { attachments } : {}) });
      if (smtpUrl) {
        log.info({ template, messageId: info.messageId }, 'e-mail sent over SMTP');
        return;
      }
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${template}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ template, file }, 'e-mail written to the outbox');
    },
    close() {
      transport.close();
    },
  };
}
