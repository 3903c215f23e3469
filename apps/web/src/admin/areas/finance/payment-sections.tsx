import type { TFinancePaymentDetail, TFinanceRefund } from '@congrega/contract/admin/finance';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { PaymentStatus } from './payment-status.tsx';

type Detail = { payment: TFinancePaymentDetail };

function useMoney(currency: string) {
  const { lang } = useConsole();
  return (cents: number) => formatMoney(cents, currency, lang);
}

/** The figures: what was charged, how, and what is left to refund. */
export function PaymentSummarySection({ payment: p }: Detail) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const money = useMoney(p.moeda);
  const at = (value: string | null) => (value ? formatAt(value, church, lang) : '—');
  const method = p.metodo ? t(`finance.methods.${p.metodo}`) : '—';
  const card = p.cartao ? ` · ${p.cartao.bandeira} •••• ${p.cartao.ultimosDigitos}` : '';
  return (
    <Section id="summary" title={t('finance.summary')}>
      <Facts>
        <Fact label={t('finance.status')}>
          <PaymentStatus status={p.status} />
        </Fact>
        <Fact label={t('finance.method')}>{`${method}${card}`}</Fact>
        <Fact label={t('finance.value')}>{money(p.valor)}</Fact>
        <Fact label={t('finance.fees')}>{money(p.taxas)}</Fact>
        <Fact label={t('finance.total')}>
          {money(p.total)}
          {p.parcelas > 1 ? ` (${t('finance.installments', { count: p.parcelas, value: money(p.valorParcela) })})` : ''}
        </Fact>
        <Fact label={t('finance.refunded')}>{money(p.estornado)}</Fact>
        <Fact label={t('finance.refundable')}>{money(p.estornavel)}</Fact>
        <Fact label={t('finance.created')}>{at(p.criadoEm)}</Fact>
        <Fact label={t('finance.paid')}>{at(p.pagoEm)}</Fact>
        {p.expiraEm ? <Fact label={t('finance.expires')}>{at(p.expiraEm)}</Fact> : null}
        <Fact label={t('finance.gatewayReference')}>{p.gatewayReferencia ?? '—'}</Fact>
      </Facts>
    </Section>
  );
}

/** Who paid: a member (their other payments a link away) or a guest. */
export function PayerSection({ payment: p }: Detail) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const payer = p.pagador;
  return (
    <Section id="payer" title={t('finance.payer')}>
      <Facts>
        <Fact label={t('finance.name')}>{payer.nome || t('finance.unnamed')}</Fact>
        <Fact label={t('finance.payerKind')}>{t(`finance.payers.${payer.usuarioId === null ? 'convidado' : 'membro'}`)}</Fact>
        <Fact label={t('finance.email')}>{payer.email ? <a href={`mailto:${payer.email}`}>{payer.email}</a> : '—'}</Fact>
        <Fact label={t('finance.cpf')}>{payer.cpf ?? '—'}</Fact>
      </Facts>
      {payer.usuarioId !== null ? (
        <p>
          <Link to={`${consolePath(lang, church.slug, 'payments')}?usuarioId=${payer.usuarioId}`}>{t('finance.payerPayments')}</Link>
        </p>
      ) : null}
    </Section>
  );
}

/** The reasons (funds) it covers, and what it paid for (the event's registration, the recurring gift, Play). */
export function ItemsSection({ payment: p }: Detail) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const money = useMoney(p.moeda);
  const link = p.vinculo;
  const ids = [
    link.idEvento !== null ? t('finance.linkEvent', { id: link.idEvento }) : null,
    link.idInscricao !== null ? t('finance.linkRegistration', { id: link.idInscricao }) : null,
    link.idAssinatura !== null ? t('finance.linkSubscription', { id: link.idAssinatura }) : null,
  ].filter((text): text is string => !!text);
  return (
    <Section id="items" title={t('finance.items')}>
      <Facts>
        <Fact label={t('finance.destination')}>
          {t(`finance.destinations.${p.destino.tipo}`)}: {p.destino.descricao}
        </Fact>
        <Fact label={t('finance.linked')}>
          {ids.join(' · ')}
          {link.idDoacaoRecorrente !== null ? (
            <>
              {ids.length ? ' · ' : null}
              <Link to={consolePath(lang, church.slug, `recurring/${link.idDoacaoRecorrente}`)}>
                {t('finance.linkRecurring', { id: link.idDoacaoRecorrente })}
              </Link>
            </>
          ) : ids.length ? null : (
            '—'
          )}
        </Fact>
      </Facts>
      {p.itens.length ? (
        <ul className="finance-items">
          {p.itens.map((item, i) => (
            <li key={i}>
              {item.motivo.id === null ? (
                <span>{item.motivo.nome}</span>
              ) : (
                <Link to={`${consolePath(lang, church.slug, 'payments')}?motivo=${item.motivo.id}`}>
                  {item.motivo.nome}
                  <span className="sr-only"> {t('finance.reasonPayments')}</span>
                </Link>
              )}
              <span className="amount">{money(item.valor)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** Each refund: how much, how, why, by whom, where it stands. */
export function RefundsSection({ payment: p }: Detail) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (!p.estornos.length) return null;
  return (
    <Section id="refunds" title={t('finance.refundsTitle')}>
      <ol className="finance-refunds">
        {p.estornos.map((refund) => (
          <RefundItem key={refund.id} refund={refund} currency={p.moeda} tickets={p.destino.tipo === 'inscricao_evento'} />
        ))}
      </ol>
    </Section>
  );
}

/** `tickets`: the payment paid for an event's tickets (only then does a refund cancel or keep them). */
function RefundItem({ refund: r, currency, tickets }: { refund: TFinanceRefund; currency: string; tickets: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const money = useMoney(currency);
  return (
    <li className="finance-refund">
      <p>
        <strong className="amount">{money(r.valor)}</strong> ·{' '}
        <span className={`status-badge status-refund-${r.status}`}>{t(`finance.refundStatuses.${r.status}`)}</span> ·{' '}
        {t(`finance.vias.${r.via}`)}
      </p>
      <Facts>
        <Fact label={t('finance.refundReason')}>{r.motivo}</Fact>
        <Fact label={t('finance.refundBy')}>{r.por.nome || t('finance.atGateway')}</Fact>
        <Fact label={t('finance.refundAsked')}>{formatAt(r.criadoEm, church, lang)}</Fact>
        <Fact label={t('finance.refundDone')}>{r.concluidoEm ? formatAt(r.concluidoEm, church, lang) : '—'}</Fact>
        {tickets ? (
          <Fact label={t('finance.tickets')}>{t(r.cancelouIngressos ? 'finance.ticketsCancelled' : 'finance.ticketsKept')}</Fact>
        ) : null}
        <Fact label={t('finance.payerEmailed')}>{r.emailEnviadoEm ? formatAt(r.emailEnviadoEm, church, lang) : t('finance.notYet')}</Fact>
        {r.observacao ? <Fact label={t('finance.note')}>{r.observacao}</Fact> : null}
        {r.comprovante ? <Fact label={t('finance.proof')}>{r.comprovante}</Fact> : null}
        {r.recusa ? <Fact label={t('finance.refusal')}>{t(`finance.refusals.${r.recusa}`, { defaultValue: r.recusa })}</Fact> : null}
      </Facts>
    </li>
  );
}

/** Every status it went through and every gateway event recorded for it, oldest first, and the e-mails sent. */
export function HistorySection({ payment: p }: Detail) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const money = useMoney(p.moeda);
  return (
    <Section id="history" title={t('finance.history')}>
      <ol className="finance-timeline">
        {p.historico.map((step, i) => (
          <li key={i}>
            <span className="muted">{formatAt(step.em, church, lang)}</span> <PaymentStatus status={step.status} />
          </li>
        ))}
      </ol>
      <h3>{t('finance.webhooks')}</h3>
      {p.webhooks.length ? (
        <ol className="finance-timeline">
          {p.webhooks.map((event) => (
            <li key={`${event.gateway}:${event.eventoId}`}>
              <span className="muted">{formatAt(event.em, church, lang)}</span> {event.gateway} · <code>{event.eventoId}</code>
              {event.tipo ? ` · ${t(`finance.webhookKinds.${event.tipo}`)}` : ''}
              {event.status ? ` · ${t(`finance.statuses.${event.status}`)}` : ''}
              {event.valor !== null ? ` · ${money(event.valor)}` : ''}
              {event.resultado ? <span className="muted"> ({event.resultado})</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t('finance.noWebhooks')}</p>
      )}
      <h3>{t('finance.emails')}</h3>
      {p.emails.length ? (
        <ul className="finance-timeline">
          {p.emails.map((mail, i) => (
            <li key={i}>
              <span className="muted">{formatAt(mail.enviadoEm, church, lang)}</span> {t(`finance.emailKinds.${mail.tipo}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('finance.noEmails')}</p>
      )}
    </Section>
  );
}
