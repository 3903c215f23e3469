import { formatMoment, resolveTimeZone } from '@congrega/contract/datetime';
import { matchLocale, type TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { RenderedMail } from '../mail/mail.public.ts';
import { destinationHooks } from './destination-hooks.ts';
import { formatMoney } from './payment-view.ts';
import { findReceiptData } from './payments.repository.ts';
import { findRefund, markRefundMailed } from './refunds.repository.ts';

/**
 * The refund e-mail (issue 31): sent once per refund accepted (a transfer recorded, or the gateway refunded), after
 * that transaction committed, by a job (retried; a sent one is marked and never sent again), in the language the
 * payer paid in. It says how much came back, of which order, and how (card, Pix or a transfer): never the staff's
 * internal reason or note.
 */
export const REFUND_MAIL_JOB = 'payments.refund-mail';

export interface RefundMailParams {
  churchName: string;
  timeZone: string;
  payerName: string;
  codigo: string;
  descricao: string;
  valor: number;
  moeda: string;
  /** Card, Pix, ACH, wallet: back the way it was paid; a transfer otherwise. */
  via: 'gateway' | 'transferencia';
  full: boolean;
  at: Date;
  link: string | null;
}

const COPY: Record<
  TLocale,
  {
    subject: (p: RefundMailParams) => string;
    greeting: (n: string) => string;
    body: (p: RefundMailParams) => string;
    labels: [string, string, string, string];
    view: string;
  }
> = {
  'pt-BR': {
    subject: (p) => `${p.churchName}: estorno do pagamento ${p.codigo}`,
    greeting: (n) => `Olá, ${n}.`,
    body: (p) =>
      `${p.full ? 'Estornamos o seu pagamento.' : 'Estornamos parte do seu pagamento.'} ${
        p.via === 'gateway'
          ? 'O valor volta pelo mesmo meio em que você pagou (o prazo depende do banco ou do cartão).'
          : 'O valor foi devolvido por transferência.'
      }`,
    labels: ['Pedido', 'Referente a', 'Valor estornado', 'Data'],
    view: 'Ver o pagamento',
  },
  en: {
    subject: (p) => `${p.churchName}: refund of payment ${p.codigo}`,
    greeting: (n) => `Hello, ${n}.`,
    body: (p) =>
      `${p.full ? 'We refunded your payment.' : 'We refunded part of your payment.'} ${
        p.via === 'gateway'
          ? 'The money goes back the way you paid (how long it takes depends on your bank or card).'
          : 'The money was paid back by transfer.'
      }`,
    labels: ['Order', 'For', 'Amount refunded', 'Date'],
    view: 'View the payment',
  },
  es: {
    subject: (p) => `${p.churchName}: reembolso del pago ${p.codigo}`,
    greeting: (n) => `Hola, ${n}.`,
    body: (p) =>
      `${p.full ? 'Reembolsamos tu pago.' : 'Reembolsamos parte de tu pago.'} ${
        p.via === 'gateway'
          ? 'El dinero vuelve por el mismo medio con que pagaste (el plazo depende de tu banco o tarjeta).'
          : 'El dinero se devolvió por transferencia.'
      }`,
    labels: ['Pedido', 'Concepto', 'Monto reembolsado', 'Fecha'],
    view: 'Ver el pago',
  },
};

export function renderRefundMail(locale: TLocale, p: RefundMailParams): RenderedMail {
  const copy = COPY[locale];
  const rows: [string, string][] = [
    [copy.labels[0], p.codigo],
    [copy.labels[1], p.descricao],
    [copy.labels[2], formatMoney(p.valor, p.moeda, locale)],
    [copy.labels[3], formatMoment(p.at, 'dateTimeLong', { locale, timeZone: resolveTimeZone(p.timeZone) })],
  ];
  const text = [
    copy.greeting(p.payerName),
    '',
    copy.body(p),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(p.link ? [`${copy.view}: ${p.link}`, ''] : []),
    p.churchName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(copy.greeting(p.payerName))}</p>
<p>${escapeHtml(copy.body(p))}</p>
<table style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
${p.link ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(copy.view)}</a></p>` : ''}
<p style="font-size:13px;color:#555">${escapeHtml(p.churchName)}</p>
</body></html>`;
  return { subject: copy.subject(p), text, html };
}

interface RefundMailJob {
  churchId: number;
  refundId: number;
}

/** Sends a refund's e-mail once: to the member, or to the guest the payment's destination names. */
export async function sendRefundMail(app: FastifyInstance, { churchId, refundId }: RefundMailJob): Promise<void> {
  const data = await app.database.withChurch(churchId, async (tx) => {
    const refund = await findRefund(tx, churchId, refundId);
    if (!refund || refund.emailEnviadoEm || refund.status === 'recusado') return undefined;
    const row = await findReceiptData(tx, churchId, refund.idPagamento);
    if (!row) return undefined;
    if (row.payment.idUsuario !== null) return { refund, row, email: row.email, nome: row.nome ?? '' };
    const guest = await destinationHooks(app, row.payment)?.guestPayer?.({ tx, churchId }, row.payment);
    return guest && { refund, row, email: guest.email, nome: guest.nome };
  });
  if (!data?.email) return;
  const { refund, row } = data;
  const p = row.payment;
  const member = p.idUsuario !== null;
  const mail = renderRefundMail(matchLocale(p.idioma) ?? 'en', {
    churchName: row.churchName,
    timeZone: row.fusoHorario,
    payerName: data.nome,
    codigo: p.codigo,
    descricao: p.descricao,
    valor: refund.valor,
    moeda: p.moeda,
    via: refund.via === 'transferencia' ? 'transferencia' : 'gateway',
    full: p.valorEstornado >= p.total,
    at: refund.concluidoEm ?? refund.criadoEm,
    link: member ? `${churchPublicUrl(app.config.publicUrl, row.slug)}/user/payment/${encodeURIComponent(p.codigo)}` : null,
  });
  await app.mailer.deliver({ churchId, to: data.email, tag: 'payment-refund' }, mail);
  await app.database.withChurch(churchId, (tx) => markRefundMailed(tx, churchId, refundId));
}

export function defineRefundMailJob(app: FastifyInstance): void {
  app.jobs.define<RefundMailJob>({
    name: REFUND_MAIL_JOB,
    handler: (data) => sendRefundMail(app, data),
    retryLimit: 5,
    retryDelaySeconds: 60,
  });
}

/** Queues a refund's e-mail (after the transaction that accepted it committed). */
export async function queueRefundMail(app: FastifyInstance, churchId: number, refundId: number): Promise<void> {
  await app.jobs.send<RefundMailJob>(REFUND_MAIL_JOB, { churchId, refundId }, { singletonKey: `refund-mail:${refundId}` });
}
