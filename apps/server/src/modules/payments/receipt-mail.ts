import { formatMoment, resolveTimeZone } from '@congrega/contract/datetime';
import type { TLocale } from '@congrega/contract/locale';
import { type RenderedMail } from '../mail/mail.public.ts';
import { formatMoney } from './payment-view.ts';
import { escapeHtml } from '../../lib/html.ts';

/** The payment receipt e-mail, in the payer's language (the language they paid in). */
export interface ReceiptParams {
  churchName: string;
  /** The church's IANA zone: the payment time is on its clock, as on the payment page. */
  timeZone: string;
  payerName: string;
  codigo: string;
  descricao: string;
  total: number;
  moeda: string;
  parcelas: number;
  paidAt: Date;
  /** The payment's page; null for a guest (no account to see it with). */
  link: string | null;
}

const COPY: Record<
  TLocale,
  {
    subject: (p: ReceiptParams) => string;
    greeting: (name: string) => string;
    thanks: string;
    labels: [string, string, string, string];
    view: string;
  }
> = {
  'pt-BR': {
    subject: (p) => `${p.churchName}: recibo do pagamento ${p.codigo}`,
    greeting: (n) => `Olá, ${n}.`,
    thanks: 'Recebemos o seu pagamento. Obrigado!',
    labels: ['Pedido', 'Referente a', 'Valor', 'Data'],
    view: 'Ver o pagamento',
  },
  en: {
    subject: (p) => `${p.churchName}: receipt for payment ${p.codigo}`,
    greeting: (n) => `Hello, ${n}.`,
    thanks: 'We received your payment. Thank you!',
    labels: ['Order', 'For', 'Amount', 'Date'],
    view: 'View the payment',
  },
  es: {
    subject: (p) => `${p.churchName}: recibo del pago ${p.codigo}`,
    greeting: (n) => `Hola, ${n}.`,
    thanks: 'Recibimos tu pago. ¡Gracias!',
    labels: ['Pedido', 'Concepto', 'Monto', 'Fecha'],
    view: 'Ver el pago',
  },
};

export function renderReceipt(locale: TLocale, p: ReceiptParams): RenderedMail {
  const copy = COPY[locale];
  const amount = formatMoney(p.total, p.moeda, locale) + (p.parcelas > 1 ? ` (${p.parcelas}x)` : '');
  const date = formatMoment(p.paidAt, 'dateTimeLong', { locale, timeZone: resolveTimeZone(p.timeZone) });
  const rows: [string, string][] = [
    [copy.labels[0], p.codigo],
    [copy.labels[1], p.descricao],
    [copy.labels[2], amount],
    [copy.labels[3], date],
  ];
  const text = [
    copy.greeting(p.payerName),
    '',
    copy.thanks,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(p.link ? [`${copy.view}: ${p.link}`, ''] : []),
    p.churchName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(copy.greeting(p.payerName))}</p>
<p>${escapeHtml(copy.thanks)}</p>
<table style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
${p.link ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(copy.view)}</a></p>` : ''}
<p style="font-size:13px;color:#555">${escapeHtml(p.churchName)}</p>
</body></html>`;
  return { subject: copy.subject(p), text, html };
}
