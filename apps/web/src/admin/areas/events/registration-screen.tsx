import type { TEventRegistrationDetail, TEventRegistrationMoment } from '@congrega/contract/admin/event-registrations';
import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { PaymentStatus } from '../finance/payment-status.tsx';
import { RegistrationActions } from './registration-actions.tsx';
import { answerText } from './answer-text.ts';
import { MoveTicketButton } from './move-ticket.tsx';
import { useEventRegistration } from './registrations-api.ts';
import { RegistrationStatus } from './registrations-screen.tsx';

/**
 * One registration of an event: its buyer and figures, its payment, every ticket with its holder's answers and
 * admission, and the timeline of its order, payment, refunds, e-mails and admissions. The changes (resend, cancel
 * with or without a refund, a ticket's move) are registration-actions.tsx's. An id the server does not give says
 * not found.
 */
export function RegistrationScreen() {
  const params = useParams();
  const eventId = routeId(params.eventId);
  const id = routeId(params.id);
  if (eventId === undefined || id === undefined) return <RegistrationNotFound eventId={eventId} />;
  return <Registration eventId={eventId} id={id} key={`${eventId}:${id}`} />;
}

function BackToList({ eventId }: { eventId: number | undefined }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const back = (useLocation().state as { back?: string } | null)?.back ?? '';
  const path = eventId === undefined ? 'events' : `events/${eventId}/registrations`;
  return (
    <p>
      <Link to={`${consolePath(lang, church.slug, path)}${eventId === undefined ? '' : back}`}>
        {eventId === undefined ? t('registrations.backToEvents') : t('registrations.backToList')}
      </Link>
    </p>
  );
}

function RegistrationNotFound({ eventId }: { eventId: number | undefined }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <BackToList eventId={eventId} />
      <PageHeader title={t('registrations.notFound')} />
      <p>{t('registrations.notFoundBody')}</p>
    </>
  );
}

function Registration({ eventId, id }: { eventId: number; id: number }) {
  const { church } = useConsole();
  const registration = useEventRegistration(church.slug, eventId, id);
  if (registration.error instanceof ApiError && registration.error.status === 404) return <RegistrationNotFound eventId={eventId} />;
  return (
    <>
      <BackToList eventId={eventId} />
      <QueryState query={registration} isEmpty={() => false}>
        {(r) => <RegistrationDetail registration={r} eventId={eventId} />}
      </QueryState>
    </>
  );
}

function RegistrationDetail({ registration: r, eventId }: { registration: TEventRegistrationDetail; eventId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const money = (cents: number) => formatMoney(cents, r.moeda, lang);
  const p = r.pagamento;
  return (
    <>
      <PageHeader title={r.comprador.nome} actions={<RegistrationActions registration={r} eventId={eventId} />}>
        <p>
          <RegistrationStatus status={r.status} />{' '}
          <span className="muted">· {t('registrations.tickets', { count: r.bilhetes.length })}</span>
        </p>
      </PageHeader>
      <Section id="summary" title={t('registrations.summary')}>
        <Facts>
          <Fact label={t('registrations.email')}>{r.comprador.email ?? '—'}</Fact>
          {r.comprador.usuarioId === null ? <Fact label={t('registrations.buyer')}>{t('registrations.guest')}</Fact> : null}
          <Fact label={t('registrations.value')}>
            <span className="amount">{money(r.valor)}</span> · {r.pago ? t('registrations.paid') : t('registrations.unpaid')}
          </Fact>
          <Fact label={t('registrations.created')}>{formatAt(r.criadoEm, church, lang)}</Fact>
          <Fact label={t('registrations.ticketsSent')}>{r.emailEnviadoEm ? formatAt(r.emailEnviadoEm, church, lang) : '—'}</Fact>
          <Fact label={t('registrations.language')}>{r.idioma}</Fact>
        </Facts>
      </Section>
      {p ? (
        <Section id="payment" title={t('registrations.payment')}>
          <Facts>
            <Fact label={t('registrations.paymentCode')}>{p.codigo}</Fact>
            <Fact label={t('registrations.paymentStatus')}>
              <PaymentStatus status={p.status} />
            </Fact>
            <Fact label={t('registrations.method')}>{p.metodo ? t(`finance.methods.${p.metodo}`) : '—'}</Fact>
            <Fact label={t('finance.total')}>
              <span className="amount">{money(p.total)}</span>
            </Fact>
            <Fact label={t('registrations.refunded')}>
              <span className="amount">{money(p.estornado)}</span>
            </Fact>
            <Fact label={t('registrations.refundable')}>
              <span className="amount">{money(r.estornavel)}</span>
            </Fact>
          </Facts>
        </Section>
      ) : null}
      <Section id="tickets" title={t('registrations.tickets', { count: r.bilhetes.length })}>
        <ul className="household-list">
          {r.bilhetes.map((b) => (
            <li key={b.id}>
              <h3>
                {b.titular} <span className="muted">· {b.tipo.nome}</span>
              </h3>
              {b.respostas.length ? (
                <Facts>
                  {b.respostas.map((a) => (
                    <Fact key={a.pergunta} label={a.pergunta}>
                      {answerText(t, a)}
                    </Fact>
                  ))}
                </Facts>
              ) : (
                <p className="muted">{t('registrations.noAnswers')}</p>
              )}
              <p className="muted">
                {b.checkinEm ? `${t('registrations.admittedAt')} ${formatAt(b.checkinEm, church, lang)}` : t('registrations.notAdmitted')}
              </p>
              <MoveTicketButton registration={r} ticket={b} eventId={eventId} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="timeline" title={t('registrations.timeline')}>
        {r.linhaDoTempo.length ? (
          <ol className="finance-timeline">
            {r.linhaDoTempo.map((m, i) => (
              <li key={`${m.em}-${m.tipo}-${i}`}>
                <Moment moment={m} currency={r.moeda} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{t('registrations.noTimeline')}</p>
        )}
      </Section>
    </>
  );
}

function Moment({ moment: m, currency }: { moment: TEventRegistrationMoment; currency: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const status =
    m.status === null ? null : m.tipo === 'estorno' ? t(`finance.refundStatuses.${m.status}`) : t(`finance.statuses.${m.status}`);
  const parts = [t(`registrations.moments.${m.tipo}`), status, m.valor === null ? null : formatMoney(m.valor, currency, lang), m.titular];
  return (
    <>
      <time dateTime={m.em}>{formatAt(m.em, church, lang)}</time> · {parts.filter(Boolean).join(' · ')}
    </>
  );
}
