import {
  PLAY_CONSOLE_STATES,
  ZFinancePlayQuery,
  type TFinancePlayPlan,
  type TFinancePlayQuery,
  type TFinancePlaySubscription,
  type TPlayConsoleState,
} from '@congrega/contract/admin/finance-play';
import { QueryState } from '../../../components/query-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { Section } from '../../kit/facts.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePlaySubscriptions } from './play-api.ts';
import { StateChips } from './state-chips.tsx';

const PLAY_FILTERS = ['estado', 'plano', 'q'] as const;
const PAGE_SIZE = 30;

/** The address's filters -> the list's query: a value the contract would refuse is left out. */
function playQuery(values: Record<string, string>, page: number): TFinancePlayQuery {
  const query: Record<string, unknown> = { page, limit: PAGE_SIZE };
  for (const name of PLAY_FILTERS) {
    const parsed = ZFinancePlayQuery.shape[name].safeParse(values[name] || undefined);
    if (parsed.success && parsed.data !== undefined) query[name] = parsed.data;
  }
  return query as TFinancePlayQuery;
}

/** Where a subscription stands, for its badge's colour (the payments' badges; the text always says it too). */
const TONE: Record<TPlayConsoleState, 'paid' | 'waiting' | 'failed' | 'refunded'> = {
  pendente: 'waiting',
  ativa: 'paid',
  falhando: 'waiting',
  encerrando: 'refunded',
  caducada: 'failed',
  encerrada: 'refunded',
};

/**
 * The church's Play subscriptions (read only): each plan's subscriptions valid now and its renewals, lapses and
 * revenue of the last 30 days, then the subscriptions newest first by state (the chips, with their counts), plan
 * and subscriber, paged and counted by the server.
 */
export function PlaySubscriptionsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = useListParams(PLAY_FILTERS);
  const subs = usePlaySubscriptions(church.slug, playQuery(list.filters, list.page));
  const day = (value: string | null) => (value ? formatAt(value, church, lang, 'date') : '—');
  const columns: Column<TFinancePlaySubscription>[] = [
    {
      key: 'assinante',
      header: t('play.subscriber'),
      cell: (s) => (
        <span className="person-cell">
          <span>{s.assinante.nome || t('finance.unnamed')}</span>
          {s.assinante.email ? <span className="muted">{s.assinante.email}</span> : null}
          <span className="muted">{s.codigo}</span>
        </span>
      ),
    },
    { key: 'plano', header: t('play.plan'), cell: (s) => `${s.plano.nome} · ${t(`play.periods.${s.plano.periodo}`)}` },
    {
      key: 'estado',
      header: t('finance.status'),
      cell: (s) => (
        <span className="person-cell">
          <span className={`status-badge status-${TONE[s.estado]}`}>{t(`play.states.${s.estado}`)}</span>
          {s.estado === 'falhando' ? <span className="muted">{t('recurring.attempts', { count: s.tentativas })}</span> : null}
        </span>
      ),
    },
    { key: 'validoAte', header: t('play.validUntil'), cell: (s) => day(s.validoAte) },
    { key: 'proximaCobranca', header: t('play.nextCharge'), cell: (s) => day(s.proximaCobranca) },
    { key: 'cartao', header: t('recurring.card'), cell: (s) => (s.cartao ? `${s.cartao.bandeira} •••• ${s.cartao.ultimosDigitos}` : '—') },
    { key: 'criadoEm', header: t('play.since'), cell: (s) => day(s.criadoEm) },
  ];
  const filtered = PLAY_FILTERS.some((name) => list.filters[name]);
  return (
    <>
      <PageHeader title={t('areas.play')}>
        <p className="muted">{t('play.intro')}</p>
      </PageHeader>
      <QueryState query={subs} isEmpty={() => false}>
        {(data) => (
          <>
            <Plans plans={data.planos} currency={data.moeda} />
            <ListFilters values={list.filters} onApply={list.setFilters}>
              <Field label={t('play.search')} className="filter-wide">
                {(control) => (
                  <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />
                )}
              </Field>
              <Field label={t('play.plan')}>
                {(control) => (
                  <select {...control} className="input" name="plano" defaultValue={list.filters.plano ?? ''}>
                    <option value="">{t('finance.any')}</option>
                    {data.planos.map((plan) => (
                      <option key={plan.id} value={String(plan.id)}>
                        {plan.nome}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <input type="hidden" name="estado" value={list.filters.estado ?? ''} />
            </ListFilters>
            <StateChips
              title={t('play.statesTitle')}
              states={PLAY_CONSOLE_STATES}
              counts={data.porEstado}
              label={(estado) => t(`play.states.${estado}`)}
              current={list.filters.estado}
              onChoose={(estado) => list.setFilters({ ...list.filters, estado })}
            />
            <DataList
              caption={t('areas.play')}
              columns={columns}
              rows={data.itens}
              rowKey={(s) => s.id}
              paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
              empty={filtered ? t('play.noMatch') : t('play.empty')}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/** Each plan's figures as the server counts them. */
function Plans({ plans, currency }: { plans: readonly TFinancePlayPlan[]; currency: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const money = (cents: number) => <span className="amount">{formatMoney(cents, currency, lang)}</span>;
  const columns: Column<TFinancePlayPlan>[] = [
    {
      key: 'nome',
      header: t('play.plan'),
      cell: (p) => (
        <span className="person-cell">
          <span>{p.nome}</span>
          <span className="muted">
            {money(p.valor)} · {t(`play.periods.${p.periodo}`)}
            {p.flagAtivo ? '' : ` · ${t('play.inactivePlan')}`}
          </span>
        </span>
      ),
    },
    { key: 'vigentes', header: t('play.validNow'), cell: (p) => p.vigentes },
    { key: 'renovacoes', header: t('play.renewals'), cell: (p) => p.renovacoes },
    { key: 'caducadas', header: t('play.lapses'), cell: (p) => p.caducadas },
    { key: 'receita', header: t('play.revenue'), cell: (p) => money(p.receita) },
  ];
  return (
    <Section id="plans" title={t('play.plansTitle')}>
      <p className="muted">{t('play.plansHint')}</p>
      <DataList caption={t('play.plansTitle')} columns={columns} rows={plans} rowKey={(p) => p.id} empty={t('play.noPlans')} />
    </Section>
  );
}
