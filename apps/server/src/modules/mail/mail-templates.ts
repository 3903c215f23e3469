import type { TLocale } from '@congrega/contract/locale';
import { escapeHtml } from '../../lib/html.ts';

export type MailTemplate = 'password-reset' | 'account-activation';

export interface MailParams {
  churchName: string;
  link: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Files: inline images the HTML names as `cid:<cid>` (QR codes of tickets), or attached documents (no cid). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

interface Copy {
  subject: (p: MailParams) => string;
  greeting: string;
  body: (p: MailParams) => string;
  action: string;
  expiry: string;
  ignore: string;
}

const COPY: Record<MailTemplate, Record<TLocale, Copy>> = {
  'password-reset': {
    'pt-BR': {
      subject: (p) => `${p.churchName}: redefinição de senha`,
      greeting: 'Olá,',
      body: (p) => `Recebemos um pedido para redefinir a senha da sua conta em ${p.churchName}.`,
      action: 'Criar nova senha',
      expiry: 'O link vale por 1 hora e pode ser usado uma única vez.',
      ignore: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    },
    en: {
      subject: (p) => `${p.churchName}: password reset`,
      greeting: 'Hello,',
      body: (p) => `We received a request to reset the password of your account at ${p.churchName}.`,
      action: 'Choose a new password',
      expiry: 'The link is valid for 1 hour and can be used only once.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    es: {
      subject: (p) => `${p.churchName}: restablecer contraseña`,
      greeting: 'Hola,',
      body: (p) => `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${p.churchName}.`,
      action: 'Crear una nueva contraseña',
      expiry: 'El enlace es válido por 1 hora y se puede usar una sola vez.',
      ignore: 'Si no lo solicitaste, ignora este correo: tu contraseña sigue siendo la misma.',
    },
  },
  'account-activation': {
    'pt-BR': {
      subject: (p) => `${p.churchName}: ative sua conta`,
      greeting: 'Olá,',
      body: (p) => `Falta pouco para usar sua conta em ${p.churchName}. Confirme seu e-mail para ativá-la.`,
      action: 'Ativar minha conta',
      expiry: 'O link vale por 24 horas e pode ser usado uma única vez.',
      ignore: 'Se você não criou esta conta, ignore este e-mail.',
    },
    en: {
      subject: (p) => `${p.churchName}: activate your account`,
      greeting: 'Hello,',
      body: (p) => `You are almost ready to use your account at ${p.churchName}. Confirm your e-mail to activate it.`,
      action: 'Activate my account',
      expiry: 'The link is valid for 24 hours and can be used only once.',
      ignore: 'If you did not create this account, ignore this e-mail.',
    },
    es: {
      subject: (p) => `${p.churchName}: activa tu cuenta`,
      greeting: 'Hola,',
      body: (p) => `Falta poco para usar tu cuenta en ${p.churchName}. Confirma tu correo para activarla.`,
      action: 'Activar mi cuenta',
      expiry: 'El enlace es válido por 24 horas y se puede usar una sola vez.',
      ignore: 'Si no creaste esta cuenta, ignora este correo.',
    },
  },
};

/** Plain text plus a simple HTML alternative; every dynamic value is escaped in the HTML. */
export function renderMail(template: MailTemplate, locale: TLocale, params: MailParams): RenderedMail {
  const copy = COPY[template][locale];
  const text = [
    copy.greeting,
    '',
    copy.body(params),
    '',
    `${copy.action}: ${params.link}`,
    '',
    copy.expiry,
    copy.ignore,
    '',
    params.churchName,
  ].join('\n');
  const link = escapeHtml(params.link);
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.body(params))}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1F4E79;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(copy.expiry)}<br>${escapeHtml(copy.ignore)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(params.churchName)}</p>
</body></html>`;
  return { subject: copy.subject(params), text, html };
}
