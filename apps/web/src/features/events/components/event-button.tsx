import type { TEventButtonState } from '@congrega/contract/events';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { stepPath } from '../lib/purchase-steps.ts';

export const ticketsPath = (eventId: number) => `/user/registrations/${eventId}/tickets`;
export const contentPath = (eventId: number, ticketId: number) => `/user/registrations/${eventId}/ticket/${ticketId}/content`;

/**
 * The event detail's button in each of its seven states (spec "Events screens"; the server derives the state for
 * the viewer, contract events.ts): register, register again (with the tickets held beside it), unavailable, closed
 * (with other events), online access, view content, view my tickets.
 */
export function EventButton({
  eventId,
  state,
  contentTicket,
}: {
  eventId: number;
  state: TEventButtonState;
  /** The caller's first confirmed ticket with content (the detail's `ingressoConteudo`): online access opens it. */
  contentTicket: number | null;
}) {
  const { t } = useTranslation('events');
  const buy = stepPath(eventId, { step: 'tickets', fillTicket: 1 });
  switch (state) {
    case 'inscrever':
      return (
        <div className="actions">
          <ButtonLink to={buy}>{t('button.inscrever')}</ButtonLink>
        </div>
      );
    case 'inscrever_novamente':
      return (
        <div className="actions">
          <ButtonLink to={buy}>{t('button.inscrever_novamente')}</ButtonLink>
          <ButtonLink to={ticketsPath(eventId)} variant="secondary">
            {t('button.ver_ingressos')}
          </ButtonLink>
        </div>
      );
    case 'indisponivel':
    case 'encerrado':
      return (
        <div className="actions">
          <Button disabled aria-describedby="event-button-why">
            {t(`button.${state}`)}
          </Button>
          <p id="event-button-why" className="muted event-button-why">
            {t(`button.${state}Why`)}
          </p>
          <ButtonLink to="/event" variant="secondary">
            {t('button.otherEvents')}
          </ButtonLink>
        </div>
      );
    case 'acesso_online':
    case 'ver_conteudo':
      return (
        <div className="actions">
          <ButtonLink to={contentTicket === null ? ticketsPath(eventId) : contentPath(eventId, contentTicket)}>
            {t(`button.${state}`)}
          </ButtonLink>
          <ButtonLink to={ticketsPath(eventId)} variant="secondary">
            {t('button.ver_ingressos')}
          </ButtonLink>
        </div>
      );
    case 'ver_ingressos':
      return (
        <div className="actions">
          <ButtonLink to={ticketsPath(eventId)}>{t('button.ver_ingressos')}</ButtonLink>
        </div>
      );
  }
}
