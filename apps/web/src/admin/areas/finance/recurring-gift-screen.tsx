import type { TFinanceRecurringCharge, TFinanceRecurringDetail } from '@congrega/contract/admin/finance-recurring';
import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { PaymentStatus } from './payment-status.tsx';
import { RecurringActions } from './recurring-actions.tsx';
import { useRecurringGift } from './recurring-api.ts';
import { RecurringState } from './recurring-state.tsx';

/** Decline reasons the runner records, named in the catalogue; any other (an error code) is shown as it is. */
const KNOWN_REFUSALS = ['declined', 'invalid_card', 'nao_aprovado', 'cancelado', 'doacao_alterada'];

/**
 * A recurring gift as the server answers it: the giver, the amount and frequency, its state (a failing one with its
 * declined attempts and the retry dates left), the card's brand and last four, and its charges, each opening its
 * payment. Pause, resume and cancel on the giver's behalf (finance edit) are behind a confirmation. An unknown gift
 * (or an id that cannot be one) says not found.
 */
export function RecurringGiftScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const id = routeId(useParams().id);
  const gift = useRecurringGift(church.slug, id);
  const back = (useLocation().state as { back?: string } | null)?.back ?? '';
  const backLink = (
    <p>
      <Link to={`${consolePath(lang, church.slug, 'recurring')}${back}`}>{t('recurring.backToList')}</Link>
    </p>
  );
  if (id === undefined || (gift.error instanceof ApiError && gift.error.status === 404)) {
    return (
      <>
        {backLink}
        <PageHeader title={t('recurring.notFound')} />
        <p>{t('recurring.notFoundBody')}</p>
      </>
    );
  }
  return (
    <>
      {backLink}
      <QueryState query={gift} isEmpty={() => false}>
        {(g) => <RecurringGiftDetail gift={g} />}
      </QueryState>
    </>
  );
}

function RecurringGiftDetail({ gift: g }: { gift: TFinanceRecurringDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const day = (value: string | null) => (value ? formatAt(value, church, lang, 'date') : '—');
  const money = (cents: number) => formatMoney(cents, g.moeda, lang);
  return (
    <>
      <PageHeader title={t('recurring.giftTitle', { id: g.id })} actions={<RecurringActions gift={g} />}>
        <p className="payment-headline">
          <RecurringState estado={g.estado} tentativas={g.tentativas} /> <span className="amount">{money(g.valor)}</span>{' '}
          <span className="muted">{t('recurring.every', { count: g.recorrenciaDias })}</span>
        </p>
      </PageHeader>
      <Section id="gift" title={t('recurring.gift')}>
        <Facts>
          <Fact label={t('recurring.giver')}>
            <span className="person-cell">
              <span>{g.doador.nome || t('finance.unnamed')}</span>
              {g.doador.email ? <span className="muted">{g.doador.email}</span> : null}
            </span>
          </Fact>
          <Fact label={t('finance.reason')}>{g.motivo.nome}</Fact>
          <Fact label={t('recurring.amount')}>
            {money(g.valor)} {g.flagUsuarioTaxa ? <span className="muted">{t('recurring.feesByGiver')}</span> : null}
          </Fact>
          {g.motivoPausa ? <Fact label={t('recurring.pauseReason')}>{t(`recurring.pauseReasons.${g.motivoPausa}`)}</Fact> : null}
          <Fact label={t('recurring.next')}>{day(g.proximaData)}</Fact>
          {g.retentativas.length ? (
            <Fact label={t('recurring.retries')}>{g.retentativas.map((d) => formatAt(d, church, lang, 'date')).join(' · ')}</Fact>
          ) : null}
          {g.cobrancaEmAnalise ? <Fact label={t('recurring.underReview')}>{t('recurring.underReviewText')}</Fact> : null}
          <Fact label={t('recurring.card')}>{`${g.cartao.bandeira} •••• ${g.cartao.ultimosDigitos}`}</Fact>
          <Fact label={t('recurring.lastCharge')}>{day(g.ultimaCobrancaEm)}</Fact>
          <Fact label={t('recurring.created')}>{day(g.criadoEm)}</Fact>
          {g.canceladoEm ? <Fact label={t('recurring.cancelledAt')}>{day(g.canceladoEm)}</Fact> : null}
          <Fact label={t('recurring.language')}>{g.idioma}</Fact>
        </Facts>
      </Section>
      <Charges gift={g} />
    </>
  );
}

function Charges({ gift: g }: { gift: TFinanceRecurringDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const columns: Column<TFinanceRecurringCharge>[] = [
    {
      key: 'codigo',
      header: t('finance.order'),
      cell: (c) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `payments/${c.pagamentoId}`)}>{c.codigo}</Link>
          <span className="muted">{formatAt(c.criadoEm, church, lang)}</span>
        </span>
      ),
    },
    {
      key: 'ciclo',
      header: t('recurring.cycle'),
      cell: (c) =>
        c.tentativa === 0
          ? t('recurring.cycleFirst', { cycle: c.ciclo })
          : t('recurring.cycleRetry', { cycle: c.ciclo, retry: c.tentativa }),
    },
    { key: 'status', header: t('finance.status'), cell: (c) => <PaymentStatus status={c.status} /> },
    { key: 'total', header: t('finance.total'), cell: (c) => <span className="amount">{formatMoney(c.total, g.moeda, lang)}</span> },
    {
      key: 'recusa',
      header: t('recurring.declineReason'),
      cell: (c) => (c.recusa ? (KNOWN_REFUSALS.includes(c.recusa) ? t(`recurring.refusals.${c.recusa}`) : c.recusa) : '—'),
    },
  ];
  return (
    <Section id="charges" title={t('recurring.charges')}>
      <DataList
        caption={t('recurring.charges')}
        columns={columns}
        rows={g.cobrancas}
        rowKey={(c) => c.pagamentoId}
        empty={t('recurring.noCharges')}
      />
    </Section>
  );
}
