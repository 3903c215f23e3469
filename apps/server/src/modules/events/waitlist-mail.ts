import { formatMoment, resolveTimeZone } from '@congrega/contract/datetime';
import { matchLocale, type TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { RenderedMail } from '../mail/mail.public.ts';
import { findOfferMailData, markOfferMailed } from './waitlist.repository.ts';

/**
 * The waitlist offer e-mail (contract events-waitlist.ts): a seat was released and is held for the member until a
 * time, with the link to the event page where they buy it. In the language they joined in; sent by a job after the
 * offer committed, once per offer (a retried job finds it sent, or the offer gone, and stops).
 */
export const WAITLIST_OFFER_MAIL_JOB = 'events.waitlist-offer-mail';

interface OfferMailJob {
  churchId: number;
  placeId: number;
}

const COPY: Record<
  TLocale,
  {
    subject: (e: string) => string;
    hello: (n: string) => string;
    intro: (t: string) => string;
    until: (w: string) => string;
    buy: string;
    after: string;
  }
> = {
  'pt-BR': {
    subject: (e) => `Um ingresso liberado para você: ${e}`,
    hello: (n) => `Olá, ${n}.`,
    intro: (t) => `Um ingresso "${t}" foi liberado e está reservado para você, que estava na lista de espera.`,
    until: (w) => `A reserva vale até ${w}.`,
    buy: 'Comprar o ingresso',
    after: 'Depois desse horário, o ingresso passa para a próxima pessoa da lista.',
  },
  en: {
    subject: (e) => `A ticket was released for you: ${e}`,
    hello: (n) => `Hello, ${n}.`,
    intro: (t) => `A "${t}" ticket was released and is held for you, as you were on the waitlist.`,
    until: (w) => `It is held until ${w}.`,
    buy: 'Buy the ticket',
    after: 'After that time, the ticket goes to the next person on the list.',
  },
  es: {
    subject: (e) => `Una entrada liberada para ti: ${e}`,
    hello: (n) => `Hola, ${n}.`,
    intro: (t) => `Se liberó una entrada "${t}" y está reservada para ti, que estabas en la lista de espera.`,
    until: (w) => `La reserva vale hasta ${w}.`,
    buy: 'Comprar la entrada',
    after: 'Después de esa hora, la entrada pasa a la siguiente persona de la lista.',
  },
};

export interface OfferMailParams {
  churchName: string;
  memberName: string;
  eventTitle: string;
  ticketName: string;
  until: string;
  link: string;
}

export function renderOfferMail(locale: TLocale, p: OfferMailParams): RenderedMail {
  const c = COPY[locale];
  const text = [
    c.hello(p.memberName),
    '',
    c.intro(p.ticketName),
    `${p.eventTitle}`,
    c.until(p.until),
    '',
    `${c.buy}: ${p.link}`,
    '',
    c.after,
    '',
    p.churchName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(c.hello(p.memberName))}</p>
<p>${escapeHtml(c.intro(p.ticketName))}</p>
<p><strong>${escapeHtml(p.eventTitle)}</strong><br>${escapeHtml(c.until(p.until))}</p>
<p><a href="${escapeHtml(p.link)}">${escapeHtml(c.buy)}</a></p>
<p>${escapeHtml(c.after)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(p.churchName)}</p>
</body></html>`;
  return { subject: c.subject(p.eventTitle), text, html };
}

export async function sendOfferMail(app: FastifyInstance, { churchId, placeId }: OfferMailJob): Promise<void> {
  const data = await app.database.withChurch(churchId, (tx) => findOfferMailData(tx, churchId, placeId));
  const place = data?.place;
  if (!data || !place || place.status !== 'oferta' || place.ofertaEmailEm || !place.ofertaExpiraEm || !place.ofertadaEm) return;
  if (place.ofertaExpiraEm <= new Date() || !data.email) return;
  const locale = matchLocale(place.idioma) ?? 'en';
  const until = formatMoment(place.ofertaExpiraEm, 'dateTimeFull', { locale, timeZone: resolveTimeZone(data.fusoHorario) });
  const mail = renderOfferMail(locale, {
    churchName: data.churchName,
    memberName: data.nome,
    eventTitle: data.eventoTitulo,
    ticketName: data.tipoNome,
    until,
    link: `${churchPublicUrl(app.config.publicUrl, data.slug)}/event/${place.eventoId}`,
  });
  await app.mailer.deliver({ churchId, to: data.email, tag: 'event-waitlist-offer' }, mail);
  await app.database.withChurch(churchId, (tx) => markOfferMailed(tx, churchId, placeId, place.ofertadaEm!));
}

export function defineOfferMailJob(app: FastifyInstance): void {
  app.jobs.define<OfferMailJob>({
    name: WAITLIST_OFFER_MAIL_JOB,
    handler: (data) => sendOfferMail(app, data),
    retryLimit: 5,
    retryDelaySeconds: 60,
  });
}

/** Queues the e-mail of an offer just made (after its transaction committed). */
export async function queueOfferMail(app: FastifyInstance, churchId: number, placeId: number): Promise<void> {
  await app.jobs.send<OfferMailJob>(WAITLIST_OFFER_MAIL_JOB, { churchId, placeId }, { singletonKey: `waitlist-offer:${placeId}` });
}
