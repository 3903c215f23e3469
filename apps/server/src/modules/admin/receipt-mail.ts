import type { TLocale } from '@congrega/contract/locale';
import { escapeHtml } from '../../lib/html.ts';
import type { RenderedMail } from '../mail/mail.public.ts';

/** The e-mail that carries a giver's yearly donation receipt (the PDF attached), in the receipt's language. */
export interface ReceiptMailParams {
  churchName: string;
  giverName: string;
  ano: number;
  fileName: string;
  pdf: Uint8Array;
}

type Copy = { subject: (p: ReceiptMailParams) => string; greeting: (n: string) => string; body: (p: ReceiptMailParams) => string };

const COPY: Record<TLocale, Copy> = {
  'pt-BR': {
    subject: (p) => `${p.churchName}: seu informe de doações ${p.ano}`,
    greeting: (n) => `Olá, ${n}.`,
    body: (p) =>
      `Segue em anexo, em PDF, o seu informe de doações de ${p.ano} a ${p.churchName}, com as doações do ano por mês e motivo, para a sua declaração de imposto de renda. Obrigado pela sua generosidade.`,
  },
  en: {
    subject: (p) => `${p.churchName}: your donation receipt for ${p.ano}`,
    greeting: (n) => `Hello, ${n}.`,
    body: (p) =>
      `Attached, as a PDF, is your donation receipt for ${p.ano} from ${p.churchName}, with the year's gifts by month and reason, for your tax return. Thank you for your generosity.`,
  },
  es: {
    subject: (p) => `${p.churchName}: tu informe de donaciones ${p.ano}`,
    greeting: (n) => `Hola, ${n}.`,
    body: (p) =>
      `Adjuntamos, en PDF, tu informe de donaciones de ${p.ano} a ${p.churchName}, con las donaciones del año por mes y motivo, para tu declaración de impuestos. Gracias por tu generosidad.`,
  },
};

export function renderReceiptMail(locale: TLocale, p: ReceiptMailParams): RenderedMail {
  const copy = COPY[locale];
  const text = [copy.greeting(p.giverName), '', copy.body(p), '', p.churchName].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(copy.greeting(p.giverName))}</p>
<p>${escapeHtml(copy.body(p))}</p>
<p style="font-size:13px;color:#555">${escapeHtml(p.churchName)}</p>
</body></html>`;
  return {
    subject: copy.subject(p),
    text,
    html,
    attachments: [{ filename: p.fileName, content: Buffer.from(p.pdf), contentType: 'application/pdf' }],
  };
}
