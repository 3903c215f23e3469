import { formatMoment, resolveTimeZone } from '@congrega/contract/datetime';
import { matchLocale, type TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { type RenderedMail } from '../mail/mail.public.ts';
import { churchPublicUrl } from '../../core/public-url.ts';
import { qrCodePngDataUrl } from '../../lib/qr-image.ts';
import { eventCalendarFile } from './events-calendar.ts';
import { markRegistrationMailed } from './purchase.repository.ts';
import { findTicketMailData } from './registrations.repository.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The tickets e-mail (spec section 4: "Free event: ticket sent by e-mail"; paid ones once confirmed), in the
 * buyer's language (the one they bought in), each ticket with its holder and QR code as an inline PNG (cid:),
 * which mail clients show where they block data: URLs, and the event's add-to-calendar file (evento.ics). Sent by a job after the purchase or the payment committed,
 * once: a retried job finds it sent and stops.
 */
export const TICKET_MAIL_JOB = 'events.ticket-mail';

interface TicketMailJob {
  churchId: number;
  inscricaoId: number;
}

const COPY: Record<
  TLocale,
  { subject: (e: string) => string; hello: (n: string) => string; intro: string; holder: string; code: string; view: string }
> = {
  'pt-BR': {
    subject: (e) => `Seus ingressos: ${e}`,
    hello: (n) => `Olá, ${n}.`,
    intro: 'Sua inscrição está confirmada. Apresente o QR code de cada ingresso na entrada.',
    holder: 'Titular',
    code: 'Código',
    view: 'Ver meus ingressos',
  },
  en: {
    subject: (e) => `Your tickets: ${e}`,
    hello: (n) => `Hello, ${n}.`,
    intro: 'Your registration is confirmed. Show the QR code of each ticket at the entrance.',
    holder: 'Holder',
    code: 'Code',
    view: 'View my tickets',
  },
  es: {
    subject: (e) => `Tus entradas: ${e}`,
    hello: (n) => `Hola, ${n}.`,
    intro: 'Tu inscripción está confirmada. Presenta el código QR de cada entrada en el ingreso.',
    holder: 'Titular',
    code: 'Código',
    view: 'Ver mis entradas',
  },
};

export interface TicketMailParams {
  churchName: string;
  buyerName: string;
  eventTitle: string;
  when: string;
  link: string | null;
  tickets: { titular: string; tipo: string; codigo: string; png: Buffer }[];
  /** The event's add-to-calendar file (events-calendar.ts), attached as evento.ics. */
  calendar: string;
}

export function renderTicketMail(locale: TLocale, p: TicketMailParams): RenderedMail {
  const c = COPY[locale];
  const text = [
    c.hello(p.buyerName),
    '',
    c.intro,
    '',
    `${p.eventTitle} - ${p.when}`,
    '',
    ...p.tickets.map((t) => `${t.tipo} | ${c.holder}: ${t.titular} | ${c.code}: ${t.codigo}`),
    ...(p.link ? ['', `${c.view}: ${p.link}`] : []),
    '',
    p.churchName,
  ].join('\n');
  const items = p.tickets
    .map(
      (t, i) =>
        `<div style="margin:16px 0"><p><strong>${escapeHtml(t.tipo)}</strong><br>${escapeHtml(c.holder)}: ${escapeHtml(t.titular)}<br>${escapeHtml(c.code)}: ${escapeHtml(t.codigo)}</p><img src="cid:ticket-${i}" width="200" height="200" alt="QR ${escapeHtml(t.codigo)}"></div>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(c.hello(p.buyerName))}</p>
<p>${escapeHtml(c.intro)}</p>
<p><strong>${escapeHtml(p.eventTitle)}</strong><br>${escapeHtml(p.when)}</p>
${items}
${p.link ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(c.view)}</a></p>` : ''}
<p style="font-size:13px;color:#555">${escapeHtml(p.churchName)}</p>
</body></html>`;
  return {
    subject: c.subject(p.eventTitle),
    text,
    html,
    attachments: [
      ...p.tickets.map((t, i) => ({
        filename: `ingresso-${i + 1}.png`,
        content: t.png,
        contentType: 'image/png',
        cid: `ticket-${i}`,
      })),
      { filename: 'evento.ics', content: Buffer.from(p.calendar), contentType: 'text/calendar; charset=utf-8' },
    ],
  };
}

async function pngOf(code: string): Promise<Buffer> {
  const dataUrl = await qrCodePngDataUrl(code, 240);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

export async function sendTicketMail(app: FastifyInstance, { churchId, inscricaoId }: TicketMailJob): Promise<void> {
  const data = await app.database.withChurch(churchId, (tx) => findTicketMailData(tx, churchId, inscricaoId));
  if (!data || data.registration.status !== 'confirmada' || data.registration.emailEnviadoEm) return;
  const guest = data.registration.convidado;
  const to = data.memberEmail ?? guest?.email;
  if (!to) return;
  const locale = matchLocale(data.registration.idioma) ?? 'en';
  // The church's clock, the zone named (the reader may be anywhere): the event page shows the same time.
  const when = formatMoment(data.event.dataInicio, 'dateTimeFull', { locale, timeZone: resolveTimeZone(data.fusoHorario) });
  const mail = renderTicketMail(locale, {
    churchName: data.churchName,
    buyerName: data.memberName ?? guest?.nome ?? '',
    eventTitle: data.event.titulo,
    when,
    // Guests have no account page: the e-mail itself is their ticket.
    link: data.memberEmail ? `${churchPublicUrl(app.config.publicUrl, data.slug)}/user/registrations/${data.event.id}/tickets` : null,
    tickets: await Promise.all(
      data.tickets.map(async (t) => ({ titular: t.titular, tipo: t.tipoNome, codigo: t.codigo, png: await pngOf(t.codigo) })),
    ),
    calendar: eventCalendarFile(data.event, { nome: data.churchName, slug: data.slug }, app.config.publicUrl),
  });
  await app.mailer.deliver({ churchId, to, tag: 'event-tickets' }, mail);
  await app.database.withChurch(churchId, (tx) => markRegistrationMailed(tx, churchId, inscricaoId));
}

export function defineTicketMailJob(app: FastifyInstance): void {
  app.jobs.define<TicketMailJob>({
    name: TICKET_MAIL_JOB,
    handler: (data) => sendTicketMail(app, data),
    retryLimit: 5,
    retryDelaySeconds: 60,
  });
}

/** Queues the tickets e-mail of a confirmed registration (after its transaction committed). */
export async function queueTicketMail(app: FastifyInstance, churchId: number, inscricaoId: number): Promise<void> {
  await app.jobs.send<TicketMailJob>(TICKET_MAIL_JOB, { churchId, inscricaoId }, { singletonKey: `tickets:${inscricaoId}` });
}
