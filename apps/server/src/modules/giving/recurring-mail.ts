import { formatMoment, resolveTimeZone } from '@congrega/contract/datetime';
import type { TLocale } from '@congrega/contract/locale';
import { type RenderedMail } from '../mail/mail.public.ts';
import { formatMoney } from '../payments/payments.public.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The recurring-gift e-mails in the giver's language: a declined charge (it will be retried on a date: update the
 * card), a gift paused after the last retry, and a gift paused because the church no longer takes its reason
 * (deactivated, closed to recurrence, or online giving turned off); and a pause, resume or cancel the church's staff
 * made on the giver's behalf from the money console (recurring-staff.ts). A link to /user/giving; no card data at all.
 */
export interface RecurringMailParams {
  churchName: string;
  /** The church's IANA zone: the retry date is its calendar day, as /user/giving shows it. */
  timeZone: string;
  giverName: string;
  motivo: string;
  valor: number;
  moeda: string;
  /** Next attempt (declined) or next charge (resumed by the church); null otherwise. */
  retryAt: Date | null;
  link: string;
}
export type RecurringMailKind = 'declined' | 'paused' | 'unavailable' | StaffMailKind;
/** A change the church's staff made on the giver's behalf. */
export type StaffMailKind = 'paused-by-church' | 'resumed-by-church' | 'cancelled-by-church';

type Copy = {
  subject: (p: RecurringMailParams) => string;
  greeting: (name: string) => string;
  body: (p: RecurringMailParams, amount: string, date: string) => string;
  action: string;
};

const COPY: Record<RecurringMailKind, Record<TLocale, Copy>> = {
  declined: {
    'pt-BR': {
      subject: (p) => `${p.churchName}: não conseguimos cobrar sua doação recorrente`,
      greeting: (n) => `Olá, ${n}.`,
      body: (p, a, d) =>
        `O cartão da sua doação recorrente (${p.motivo}, ${a}) foi recusado. Tentaremos de novo em ${d}. Atualize o seu cartão para que a doação continue.`,
      action: 'Atualizar minha doação',
    },
    en: {
      subject: (p) => `${p.churchName}: we could not charge your recurring gift`,
      greeting: (n) => `Hello, ${n}.`,
      body: (p, a, d) =>
        `The card of your recurring gift (${p.motivo}, ${a}) was declined. We will try again on ${d}. Please update your card so your gift continues.`,
      action: 'Update my gift',
    },
    es: {
      subject: (p) => `${p.churchName}: no pudimos cobrar tu donación recurrente`,
      greeting: (n) => `Hola, ${n}.`,
      body: (p, a, d) =>
        `La tarjeta de tu donación recurrente (${p.motivo}, ${a}) fue rechazada. Lo intentaremos de nuevo el ${d}. Actualiza tu tarjeta para que la donación continúe.`,
      action: 'Actualizar mi donación',
    },
  },
  paused: {
    'pt-BR': {
      subject: (p) => `${p.churchName}: sua doação recorrente foi pausada`,
      greeting: (n) => `Olá, ${n}.`,
      body: (p, a) =>
        `Depois de várias tentativas, o cartão da sua doação recorrente (${p.motivo}, ${a}) continuou sendo recusado e a doação foi pausada. Atualize o cartão e retome a doação quando quiser.`,
      action: 'Ver minhas doações',
    },
    en: {
      subject: (p) => `${p.churchName}: your recurring gift was paused`,
      greeting: (n) => `Hello, ${n}.`,
      body: (p, a) =>
        `After several attempts, the card of your recurring gift (${p.motivo}, ${a}) was still declined, so the gift was paused. Update your card and resume it whenever you like.`,
      action: 'See my gifts',
    },
    es: {
      subject: (p) => `${p.churchName}: tu donación recurrente fue pausada`,
      greeting: (n) => `Hola, ${n}.`,
      body: (p, a) =>
        `Después de varios intentos, la tarjeta de tu donación recurrente (${p.motivo}, ${a}) siguió siendo rechazada y la donación fue pausada. Actualiza tu tarjeta y reanúdala cuando quieras.`,
      action: 'Ver mis donaciones',
    },
  },
  unavailable: {
    'pt-BR': {
      subject: (p) => `${p.churchName}: sua doação recorrente foi pausada`,
      greeting: (n) => `Olá, ${n}.`,
      body: (p, a) =>
        `${p.churchName} não recebe mais doações recorrentes para ${p.motivo}, então sua doação recorrente (${a}) foi pausada e não será cobrada. Você pode cancelá-la ou fazer uma nova doação para outro motivo.`,
      action: 'Ver minhas doações',
    },
    en: {
      subject: (p) => `${p.churchName}: your recurring gift was paused`,
      greeting: (n) => `Hello, ${n}.`,
      body: (p, a) =>
        `${p.churchName} no longer takes recurring gifts for ${p.motivo}, so your recurring gift (${a}) was paused and will not be charged. You can cancel it or give to another reason.`,
      action: 'See my gifts',
    },
    es: {
      subject: (p) => `${p.churchName}: tu donación recurrente fue pausada`,
      greeting: (n) => `Hola, ${n}.`,
      body: (p, a) =>
        `${p.churchName} ya no recibe donaciones recurrentes para ${p.motivo}, así que tu donación recurrente (${a}) fue pausada y no se cobrará. Puedes cancelarla o donar a otro motivo.`,
      action: 'Ver mis donaciones',
    },
  },
  'paused-by-church': {
    'pt-BR': {
      subject: (p) => `${p.churchName}: sua doação recorrente foi pausada`,
      greeting: (n) => `Olá, ${n}.`,
      body: (p, a) =>
        `A equipe de ${p.churchName} pausou sua doação recorrente (${p.motivo}, ${a}) em seu nome. Ela não será cobrada até ser retomada, o que você pode fazer quando quiser. Se você não pediu isso, fale com a igreja.`,
      action: 'Ver minhas doações',
    },
    en: {
      subject: (p) => `${p.churchName}: your recurring gift was paused`,
      greeting: (n) => `Hello, ${n}.`,
      body: (p, a) =>
        `The ${p.churchName} team paused your recurring gift (${p.motivo}, ${a}) on your behalf. It will not be charged until it is resumed, which you can do whenever you like. If you did not ask for this, please contact the church.`,
      action: 'See my gifts',
    },
    es: {
      subject: (p) => `${p.churchName}: tu donación recurrente fue pausada`,
      greeting: (n) => `Hola, ${n}.`,
      body: (p, a) =>
        `El equipo de ${p.churchName} pausó tu donación recurrente (${p.motivo}, ${a}) en tu nombre. No se cobrará hasta que se reanude, lo que puedes hacer cuando quieras. Si no lo pediste, comunícate con la iglesia.`,
      action: 'Ver mis donaciones',
    },
  },
  'resumed-by-church': {
    'pt-BR': {
      subject: (p) => `${p.churchName}: sua doação recorrente foi retomada`,
      greeting: (n) => `Olá, ${n}.`,
      body: (p, a, d) =>
        `A equipe de ${p.churchName} retomou sua doação recorrente (${p.motivo}, ${a}) em seu nome. A próxima cobrança será em ${d}. Se você não pediu isso, fale com a igreja.`,
      action: 'Ver minhas doações',
    },
    en: {
      subject: (p) => `${p.churchName}: your recurring gift was resumed`,
      greeting: (n) => `Hello, ${n}.`,
      body: (p, a, d) =>
        `The ${p.churchName} team resumed your recurring gift (${p.motivo}, ${a}) on your behalf. The next charge will be on ${d}. If you did not ask for this, please contact the church.`,
      action: 'See my gifts',
    },
    es: {
      subject: (p) => `${p.churchName}: tu donación recurrente fue reanudada`,
      greeting: (n) => `Hola, ${n}.`,
      body: (p, a, d) =>
        `El equipo de ${p.churchName} reanudó tu donación recurrente (${p.motivo}, ${a}) en tu nombre. El próximo cobro será el ${d}. Si no lo pediste, comunícate con la iglesia.`,
      action: 'Ver mis donaciones',
    },
  },
  'cancelled-by-church': {
    'pt-BR': {
      subject: (p) => `${p.churchName}: sua doação recorrente foi cancelada`,
      greeting: (n) => `Olá, ${n}.`,
      body: (p, a) =>
        `A equipe de ${p.churchName} cancelou sua doação recorrente (${p.motivo}, ${a}) em seu nome. Ela não será mais cobrada. Se você não pediu isso, fale com a igreja; você pode fazer uma nova doação quando quiser.`,
      action: 'Ver minhas doações',
    },
    en: {
      subject: (p) => `${p.churchName}: your recurring gift was cancelled`,
      greeting: (n) => `Hello, ${n}.`,
      body: (p, a) =>
        `The ${p.churchName} team cancelled your recurring gift (${p.motivo}, ${a}) on your behalf. It will not be charged again. If you did not ask for this, please contact the church; you can set up a new gift at any time.`,
      action: 'See my gifts',
    },
    es: {
      subject: (p) => `${p.churchName}: tu donación recurrente fue cancelada`,
      greeting: (n) => `Hola, ${n}.`,
      body: (p, a) =>
        `El equipo de ${p.churchName} canceló tu donación recurrente (${p.motivo}, ${a}) en tu nombre. No se cobrará más. Si no lo pediste, comunícate con la iglesia; puedes hacer una nueva donación cuando quieras.`,
      action: 'Ver mis donaciones',
    },
  },
};

export function renderRecurringMail(kind: RecurringMailKind, locale: TLocale, p: RecurringMailParams): RenderedMail {
  const copy = COPY[kind][locale];
  const amount = formatMoney(p.valor, p.moeda, locale);
  const date = formatMoment(p.retryAt, 'dateLong', { locale, timeZone: resolveTimeZone(p.timeZone) });
  const body = copy.body(p, amount, date);
  const text = [copy.greeting(p.giverName), '', body, '', `${copy.action}: ${p.link}`, '', p.churchName].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(copy.greeting(p.giverName))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(p.link)}">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(p.churchName)}</p>
</body></html>`;
  return { subject: copy.subject(p), text, html };
}
