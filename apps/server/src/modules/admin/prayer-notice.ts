import type { TLocale } from '@congrega/contract/locale';

/**
 * What the author of a prayer request is told (their notifications feed) when the pastoral team acts on it, in the
 * church's language. Never quotes the request: a notice may show on a lock screen.
 */
export type PrayerNoticeKind = 'aprovada' | 'ocultada' | 'editada' | 'respondida' | 'cuidado';

const COPY: Record<TLocale, Record<PrayerNoticeKind, { titulo: string; corpo: string }>> = {
  'pt-BR': {
    aprovada: { titulo: 'Pedido de oração publicado', corpo: 'Seu pedido de oração foi aprovado e já está no mural.' },
    ocultada: { titulo: 'Pedido de oração retirado do mural', corpo: 'A equipe pastoral retirou seu pedido de oração do mural.' },
    editada: { titulo: 'Pedido de oração editado', corpo: 'A equipe pastoral fez um ajuste no texto do seu pedido de oração.' },
    respondida: { titulo: 'Oração respondida', corpo: 'Seu pedido foi marcado como respondido e aparece no mural como testemunho.' },
    cuidado: { titulo: 'Estamos com você', corpo: 'Alguém da equipe pastoral está orando por você e vai entrar em contato.' },
  },
  en: {
    aprovada: { titulo: 'Prayer request published', corpo: 'Your prayer request was approved and is on the wall.' },
    ocultada: { titulo: 'Prayer request taken off the wall', corpo: 'The pastoral team took your prayer request off the wall.' },
    editada: { titulo: 'Prayer request edited', corpo: 'The pastoral team adjusted the text of your prayer request.' },
    respondida: { titulo: 'Prayer answered', corpo: 'Your request was marked answered and shows on the wall as a testimony.' },
    cuidado: { titulo: 'We are with you', corpo: 'Someone from the pastoral team is praying for you and will get in touch.' },
  },
  es: {
    aprovada: { titulo: 'Pedido de oración publicado', corpo: 'Tu pedido de oración fue aprobado y ya está en el muro.' },
    ocultada: { titulo: 'Pedido de oración retirado del muro', corpo: 'El equipo pastoral retiró tu pedido de oración del muro.' },
    editada: { titulo: 'Pedido de oración editado', corpo: 'El equipo pastoral ajustó el texto de tu pedido de oración.' },
    respondida: { titulo: 'Oración respondida', corpo: 'Tu pedido fue marcado como respondido y aparece en el muro como testimonio.' },
    cuidado: { titulo: 'Estamos contigo', corpo: 'Alguien del equipo pastoral está orando por ti y se pondrá en contacto.' },
  },
};

export const prayerNotice = (kind: PrayerNoticeKind, locale: TLocale) => COPY[locale][kind];
