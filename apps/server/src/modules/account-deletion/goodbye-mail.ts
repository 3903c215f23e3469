import type { TLocale } from '@congrega/contract/locale';
import { type RenderedMail } from '../mail/mail.public.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The e-mail that follows an account deletion (spec section 4): what was deleted, what is kept and why. It names
 * no personal data (no name: the address it goes to is the only trace, and only in the mail system).
 */
const COPY: Record<TLocale, { subject: (c: string) => string; lines: (c: string) => string[] }> = {
  'pt-BR': {
    subject: (c) => `${c}: sua conta foi excluída`,
    lines: (c) => [
      'Olá,',
      `A sua conta em ${c} foi excluída, como você pediu. Todas as sessões foram encerradas.`,
      'Apagamos os seus dados pessoais: cadastro, crianças, endereços, cartões salvos, pedidos de oração, anotações e notificações. As doações recorrentes foram canceladas.',
      'Os registros de pagamentos continuam guardados sem o seu nome, como a lei exige para fins fiscais.',
      'Se você não pediu a exclusão, responda a este e-mail.',
    ],
  },
  en: {
    subject: (c) => `${c}: your account was deleted`,
    lines: (c) => [
      'Hello,',
      `Your account at ${c} was deleted, as you asked. Every session has ended.`,
      'We erased your personal data: profile, children, addresses, saved cards, prayer requests, notes and notifications. Recurring gifts were cancelled.',
      'Payment records are kept without your name, as the law requires for accounting.',
      'If you did not ask for this, reply to this e-mail.',
    ],
  },
  es: {
    subject: (c) => `${c}: tu cuenta fue eliminada`,
    lines: (c) => [
      'Hola,',
      `Tu cuenta en ${c} fue eliminada, como pediste. Todas las sesiones se cerraron.`,
      'Borramos tus datos personales: registro, niños, direcciones, tarjetas guardadas, pedidos de oración, notas y notificaciones. Las donaciones recurrentes fueron canceladas.',
      'Los registros de pagos se conservan sin tu nombre, como exige la ley con fines contables.',
      'Si no lo pediste, responde a este correo.',
    ],
  },
};

export function renderGoodbyeMail(locale: TLocale, churchName: string): RenderedMail {
  const copy = COPY[locale];
  const lines = copy.lines(churchName);
  return {
    subject: copy.subject(churchName),
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  };
}
