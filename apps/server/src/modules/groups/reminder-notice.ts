import type { TLocale } from '@congrega/contract/locale';

/** The in-app notices of an unanswered join request, in the church's language: to the cell's leader, then to the staff. */
export type ReminderStage = 'leader' | 'staff';
type Params = { groupName: string; personName: string; days: number };

const COPY: Record<TLocale, Record<ReminderStage, { title: (p: Params) => string; body: (p: Params) => string }>> = {
  'pt-BR': {
    leader: {
      title: (p) => `Solicitação aguardando resposta: ${p.groupName}`,
      body: (p) => `${p.personName} pediu para participar da célula ${p.groupName} há ${p.days} dias e ainda espera uma resposta.`,
    },
    staff: {
      title: (p) => `Solicitação sem resposta: ${p.groupName}`,
      body: (p) => `O pedido de ${p.personName} para participar da célula ${p.groupName} está sem resposta há ${p.days} dias.`,
    },
  },
  en: {
    leader: {
      title: (p) => `Request waiting for an answer: ${p.groupName}`,
      body: (p) => `${p.personName} asked to join ${p.groupName} ${p.days} days ago and is still waiting for an answer.`,
    },
    staff: {
      title: (p) => `Unanswered request: ${p.groupName}`,
      body: (p) => `${p.personName}'s request to join ${p.groupName} has had no answer for ${p.days} days.`,
    },
  },
  es: {
    leader: {
      title: (p) => `Solicitud esperando respuesta: ${p.groupName}`,
      body: (p) => `${p.personName} pidió participar en la célula ${p.groupName} hace ${p.days} días y aún espera una respuesta.`,
    },
    staff: {
      title: (p) => `Solicitud sin respuesta: ${p.groupName}`,
      body: (p) => `La solicitud de ${p.personName} para participar en la célula ${p.groupName} lleva ${p.days} días sin respuesta.`,
    },
  },
};

export function reminderNotice(stage: ReminderStage, locale: TLocale, p: Params): { titulo: string; corpo: string } {
  const copy = COPY[locale][stage];
  return { titulo: copy.title(p), corpo: copy.body(p) };
}
