import type { TLocale } from '@congrega/contract/locale';
import { type RenderedMail } from '../mail/mail.public.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * What a join request tells people, in the church's language: the leader hears of a new request (the requester's
 * name and contact, so they can get in touch), the requester hears of the answer. The same words go into the in-app
 * notification (title and body) and the e-mail (with a link to the group).
 */
export type GroupNoticeKind = 'request' | 'aceita' | 'recusada';

export interface GroupNoticeParams {
  churchName: string;
  groupName: string;
  /** The requester (request) or the member answered (answers). */
  personName: string;
  /** Only in the leader's notice: the requester's e-mail and phone. */
  contact?: { email: string; telefone: string | null } | undefined;
  message?: string | null | undefined;
}

type Copy = {
  title: (p: GroupNoticeParams) => string;
  body: (p: GroupNoticeParams) => string;
  contact: (email: string, phone: string | null) => string;
  messageLabel: string;
  greeting: string;
  action: string;
};

const COPY: Record<TLocale, Record<GroupNoticeKind, Copy>> = {
  'pt-BR': {
    request: {
      title: (p) => `Nova solicitação para a célula ${p.groupName}`,
      body: (p) => `${p.personName} pediu para participar da célula ${p.groupName}.`,
      contact: (e, t) => `Contato: ${e}${t ? `, ${t}` : ''}.`,
      messageLabel: 'Mensagem',
      greeting: 'Olá,',
      action: 'Ver a célula',
    },
    aceita: {
      title: (p) => `Bem-vindo à célula ${p.groupName}`,
      body: (p) => `Sua solicitação para participar da célula ${p.groupName} foi aceita.`,
      contact: () => '',
      messageLabel: '',
      greeting: 'Olá,',
      action: 'Ver a célula',
    },
    recusada: {
      title: (p) => `Solicitação para a célula ${p.groupName}`,
      body: (p) =>
        `Sua solicitação para participar da célula ${p.groupName} não foi aceita desta vez. Procure outra célula ou fale com a igreja.`,
      contact: () => '',
      messageLabel: '',
      greeting: 'Olá,',
      action: 'Ver as células',
    },
  },
  en: {
    request: {
      title: (p) => `New request to join ${p.groupName}`,
      body: (p) => `${p.personName} asked to join the group ${p.groupName}.`,
      contact: (e, t) => `Contact: ${e}${t ? `, ${t}` : ''}.`,
      messageLabel: 'Message',
      greeting: 'Hello,',
      action: 'See the group',
    },
    aceita: {
      title: (p) => `Welcome to ${p.groupName}`,
      body: (p) => `Your request to join the group ${p.groupName} was accepted.`,
      contact: () => '',
      messageLabel: '',
      greeting: 'Hello,',
      action: 'See the group',
    },
    recusada: {
      title: (p) => `Your request to join ${p.groupName}`,
      body: (p) =>
        `Your request to join the group ${p.groupName} was not accepted this time. Look for another group or talk to the church.`,
      contact: () => '',
      messageLabel: '',
      greeting: 'Hello,',
      action: 'See the groups',
    },
  },
  es: {
    request: {
      title: (p) => `Nueva solicitud para la célula ${p.groupName}`,
      body: (p) => `${p.personName} pidió participar en la célula ${p.groupName}.`,
      contact: (e, t) => `Contacto: ${e}${t ? `, ${t}` : ''}.`,
      messageLabel: 'Mensaje',
      greeting: 'Hola,',
      action: 'Ver la célula',
    },
    aceita: {
      title: (p) => `Bienvenido a la célula ${p.groupName}`,
      body: (p) => `Tu solicitud para participar en la célula ${p.groupName} fue aceptada.`,
      contact: () => '',
      messageLabel: '',
      greeting: 'Hola,',
      action: 'Ver la célula',
    },
    recusada: {
      title: (p) => `Solicitud para la célula ${p.groupName}`,
      body: (p) =>
        `Tu solicitud para participar en la célula ${p.groupName} no fue aceptada esta vez. Busca otra célula o habla con la iglesia.`,
      contact: () => '',
      messageLabel: '',
      greeting: 'Hola,',
      action: 'Ver las células',
    },
  },
};

/** Title and body of the in-app notification. */
export function groupNotice(kind: GroupNoticeKind, locale: TLocale, p: GroupNoticeParams): { titulo: string; corpo: string } {
  const copy = COPY[locale][kind];
  const lines = [copy.body(p)];
  if (p.contact) lines.push(copy.contact(p.contact.email, p.contact.telefone));
  return { titulo: copy.title(p), corpo: lines.join(' ') };
}

/** The e-mail: the notice, the requester's message (leader only) and a link; every value escaped in the HTML. */
export function renderGroupMail(kind: GroupNoticeKind, locale: TLocale, p: GroupNoticeParams, link: string): RenderedMail {
  const copy = COPY[locale][kind];
  const contact = p.contact ? copy.contact(p.contact.email, p.contact.telefone) : '';
  const message = p.message ? `${copy.messageLabel}: ${p.message}` : '';
  const paragraphs = [copy.body(p), contact, message].filter(Boolean);
  const text = [copy.greeting, '', ...paragraphs, '', `${copy.action}: ${link}`, '', p.churchName].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(copy.greeting)}</p>
${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1F4E79;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(p.churchName)}</p>
</body></html>`;
  return { subject: copy.title(p), text, html };
}
