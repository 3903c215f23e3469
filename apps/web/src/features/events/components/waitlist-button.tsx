import type { TTicketType } from '@congrega/contract/events';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { useEventsScope } from '../lib/events-scope.ts';
import { stepPath } from '../lib/purchase-steps.ts';

/**
 * A ticket type's waitlist (contract events-waitlist.ts) on the event page: sold out, a member may join it (a
 * visitor is asked to log in first); in line, their place and leaving; holding an offer, until when the seat is
 * theirs, buying it (the normal purchase) and giving it up. Nothing for types on sale or closed.
 */
export function WaitlistButton({ eventId, ticket }: { eventId: number; ticket: TTicketType }) {
  const { t } = useTranslation('events');
  const scope = useEventsScope();
  const { pathname, search } = useLocation();
  const join = useJoinWaitlist(eventId);
  const leave = useLeaveWaitlist(eventId);
  const place = ticket.listaEspera;
  const busy = join.isPending || leave.isPending;
  const failed = join.error ?? leave.error;
  const failure = failed ? <Alert tone="error">{failureText(failed, t('waitlist.failed'))}</Alert> : null;
  const leaveButton = (
    <Button variant="secondary" loading={leave.isPending} disabled={busy} onClick={() => leave.mutate(ticket.id)}>
      {t('waitlist.leave')}
    </Button>
  );

  if (place?.status === 'oferta') {
    return (
      <div className="waitlist" aria-live="polite">
        <p className="waitlist-offer">
          {t('waitlist.offer', { date: place.ofertaExpiraEm ? formatMoment(place.ofertaExpiraEm, 'dateTime') : '' })}
        </p>
        <div className="actions">
          <ButtonLink to={stepPath(eventId, { step: 'tickets', fillTicket: 1 })}>{t('waitlist.buy')}</ButtonLink>
          {leaveButton}
        </div>
        {failure}
      </div>
    );
  }
  if (place?.status === 'aguardando') {
    return (
      <div className="waitlist" aria-live="polite">
        <p>{t('waitlist.position', { position: place.posicao ?? 1 })}</p>
        <p className="muted">{t('waitlist.howItWorks')}</p>
        <div className="actions">{leaveButton}</div>
        {failure}
      </div>
    );
  }
  if (ticket.status !== 'esgotado') return null;
  if (scope.userId === 0) {
    return (
      <div className="waitlist">
        <ButtonLink variant="secondary" to={`/access?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`}>
          {t('waitlist.loginToJoin')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="waitlist" aria-live="polite">
      <div className="actions">
        <Button variant="secondary" loading={join.isPending} disabled={busy} onClick={() => join.mutate(ticket.id)}>
          {t('waitlist.join')}
        </Button>
      </div>
      <p className="muted">{t('waitlist.howItWorks')}</p>
      {failure}
    </div>
  );
}
