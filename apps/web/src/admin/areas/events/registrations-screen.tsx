import { REGISTRATION_STATUSES, type TRegistrationStatus } from '@congrega/contract/events-purchase';
import type {
  TEventRegistrationFilters,
  TEventRegistrationPage,
  TEventRegistrationSummary,
} from '@congrega/contract/admin/event-registrations';
import { eventDeskSale, eventRegistrationsExport } from '@congrega/contract/endpoints/admin-event-registrations';
import { adminEventUpdate } from '@congrega/contract/endpoints/admin-events';
import { offeringLineCreate } from '@congrega/contract/endpoints/admin-offerings';
import { PAYMENT_METHOD_CODES, type TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { Link, useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFile } from '../../../lib/api-call.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { Section } from '../../kit/facts.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { CsvButton, ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { EventBackLink, EventNotFound } from './event-screen.tsx';
import { useEventRegistrations } from './registrations-api.ts';

const PAGE_SIZE = 30;
const FILTERS = ['q', 'status', 'ingresso', 'metodo', 'pago', 'checkin'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);
const yesNo = (value: string | undefined) => oneOf(['true', 'false'] as const, value);

/** The URL's filters as the contract's query (a value that is none of the choices is left out). */
function filtersOf(raw: Record<string, string>): TEventRegistrationFilters {
  const ingresso = raw.ingresso && /^[1-9][0-9]{0,9}$/.test(raw.ingresso) ? Number(raw.ingresso) : undefined;
  return {
    q: raw.q,
    status: oneOf<TRegistrationStatus>(REGISTRATION_STATUSES, raw.status),
    ingresso,
    metodo: oneOf<TPaymentMethodCode>(PAYMENT_METHOD_CODES, raw.metodo),
    pago: yesNo(raw.pago),
    checkin: yesNo(raw.checkin),
  };
}

/**
 * An event's registrations, paged by the server: the counts and revenue per ticket type (whole event), filters by
 * status, ticket type, method, paid and checked in, a search by holder, buyer or order code, and the CSV of the same
 * filters. Each buyer opens the registration's detail. An event that is not the church's (or not the caller's
 * scoped grant's) says not found.
 */
export function RegistrationsScreen() {
  const eventId = routeId(useParams().eventId);
  if (eventId === undefined) return <EventNotFound />;
  return <Registrations eventId={eventId} key={eventId} />;
}

/** An event the server does not give (another church's, another scope's) or an id that is none. */
function Registrations({ eventId }: { eventId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const location = useLocation();
  const list = useListParams(FILTERS);
  const filters = filtersOf(list.filters);
  const mayCall = useMayCall();
  const registrations = useEventRegistrations(church.slug, eventId, { ...filters, page: list.page, limit: PAGE_SIZE });
  if (registrations.error instanceof ApiError && registrations.error.status === 404) return <EventNotFound />;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, lang);
  const columns: Column<TEventRegistrationSummary>[] = [
    {
      key: 'comprador',
      header: t('registrations.buyer'),
      cell: (r) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `events/${eventId}/registrations/${r.id}`)} state={{ back: location.search }}>
            {r.comprador.nome}
          </Link>
          {r.comprador.email ? <span className="muted">{r.comprador.email}</span> : null}
        </span>
      ),
    },
    {
      key: 'bilhetes',
      header: t('registrations.holders'),
      cell: (r) => (
        <span className="person-cell">
          {r.bilhetes.map((b) => (
            <span key={b.id}>
              {b.titular} <span className="muted">· {b.tipo.nome}</span>
              {b.checkinEm ? <span className="muted"> · {t('registrations.admitted')}</span> : null}
            </span>
          ))}
        </span>
      ),
    },
    { key: 'status', header: t('registrations.status'), cell: (r) => <RegistrationStatus status={r.status} /> },
    {
      key: 'valor',
      header: t('registrations.value'),
      cell: (r) => (
        <span className="amount">
          {money(r.valor, r.moeda)} <span className="muted">· {r.pago ? t('registrations.paid') : t('registrations.unpaid')}</span>
        </span>
      ),
    },
    {
      key: 'metodo',
      header: t('registrations.method'),
      cell: (r) => (r.pagamento?.metodo ? t(`finance.methods.${r.pagamento.metodo}`) : '—'),
    },
    { key: 'criadoEm', header: t('registrations.created'), cell: (r) => formatAt(r.criadoEm, church, lang) },
  ];
  const filtered = Object.keys(list.filters).length > 0;
  const page = registrations.data;
  return (
    <>
      <EventBackLink />
      <PageHeader
        title={page ? page.evento.titulo : t('registrations.title')}
        actions={
          <>
            <Link className="btn btn-secondary" to={consolePath(lang, church.slug, `events/${eventId}/edit`)}>
              {mayCall(adminEventUpdate) ? t('events.edit') : t('events.details')}
            </Link>
            {/* The desk's cash lands in an offering batch: the counter's grant too (the server checks both). */}
            {mayCall(eventDeskSale) && mayCall(offeringLineCreate) ? (
              <ButtonLink to={consolePath(lang, church.slug, `events/${eventId}/registrations/desk`)}>
                {t('registrations.desk.open')}
              </ButtonLink>
            ) : null}
          </>
        }
      >
        {page ? (
          <p className="muted">
            {formatAt(page.evento.dataInicio, church, lang)} – {formatAt(page.evento.dataFim, church, lang)}
          </p>
        ) : null}
      </PageHeader>
      {page ? <TypeSummary page={page} /> : null}
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('registrations.search')} hint={t('registrations.searchHint')}>
          {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />}
        </Field>
        <Field label={t('registrations.status')}>
          {(control) => (
            <select {...control} className="input" name="status" defaultValue={filters.status ?? ''}>
              <option value="">{t('registrations.any')}</option>
              {REGISTRATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`people.registrations.statuses.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('registrations.ticketType')}>
          {(control) => (
            // Keyed by the choices: the URL's type is selected once the server has listed them.
            <select {...control} key={page?.tipos.length ?? 0} className="input" name="ingresso" defaultValue={list.filters.ingresso ?? ''}>
              <option value="">{t('registrations.any')}</option>
              {(page?.tipos ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.nome}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('registrations.method')}>
          {(control) => (
            <select {...control} className="input" name="metodo" defaultValue={filters.metodo ?? ''}>
              <option value="">{t('registrations.any')}</option>
              {PAYMENT_METHOD_CODES.map((m) => (
                <option key={m} value={m}>
                  {t(`finance.methods.${m}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <YesNoFilter
          name="pago"
          label={t('registrations.paidFilter')}
          value={filters.pago}
          yes={t('registrations.paid')}
          no={t('registrations.unpaid')}
        />
        <YesNoFilter
          name="checkin"
          label={t('registrations.checkinFilter')}
          value={filters.checkin}
          yes={t('registrations.checkedIn')}
          no={t('registrations.notCheckedIn')}
        />
      </ListFilters>
      <QueryState query={registrations} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('registrations.title')}
            columns={columns}
            rows={data.itens}
            rowKey={(r) => r.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            tools={
              data.total > 0 ? (
                <CsvButton
                  fileName={`${church.slug}-event-${eventId}-registrations.csv`}
                  load={() => apiFile(eventRegistrationsExport, { params: { church: church.slug, eventId }, query: filters })}
                />
              ) : null
            }
            empty={filtered ? t('registrations.noMatch') : t('registrations.empty')}
          />
        )}
      </QueryState>
    </>
  );
}

function YesNoFilter({ name, label, value, yes, no }: { name: string; label: string; value?: string; yes: string; no: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className="input" name={name} defaultValue={value ?? ''}>
          <option value="">{t('registrations.any')}</option>
          <option value="true">{yes}</option>
          <option value="false">{no}</option>
        </select>
      )}
    </Field>
  );
}

const STATUS_TONE: Record<TRegistrationStatus, string> = { confirmada: 'paid', pendente: 'waiting', cancelada: 'failed' };

export function RegistrationStatus({ status }: { status: TRegistrationStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`status-badge status-${STATUS_TONE[status]}`}>{t(`people.registrations.statuses.${status}`)}</span>;
}

/** Per ticket type, whatever the filters: sold of the quantity, confirmed, pending, admitted, and the money. */
function TypeSummary({ page }: { page: TEventRegistrationPage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const money = (cents: number) => formatMoney(cents, page.moeda, lang);
  type Type = TEventRegistrationPage['tipos'][number];
  const columns: Column<Type>[] = [
    { key: 'nome', header: t('registrations.ticketType'), cell: (x) => x.nome },
    { key: 'preco', header: t('registrations.price'), cell: (x) => <span className="amount">{money(x.preco)}</span> },
    {
      key: 'vendidos',
      header: t('events.sold'),
      cell: (x) => <span className="amount">{t('events.soldOf', { sold: x.vendidos, capacity: x.quantidade })}</span>,
    },
    { key: 'confirmados', header: t('registrations.confirmed'), cell: (x) => <span className="amount">{x.confirmados}</span> },
    { key: 'pendentes', header: t('registrations.pending'), cell: (x) => <span className="amount">{x.pendentes}</span> },
    { key: 'checkins', header: t('registrations.checkins'), cell: (x) => <span className="amount">{x.checkins}</span> },
    { key: 'bruto', header: t('finance.gross'), cell: (x) => <span className="amount">{money(x.bruto)}</span> },
    { key: 'taxas', header: t('finance.fees'), cell: (x) => <span className="amount">{money(x.taxas)}</span> },
    { key: 'estornado', header: t('finance.refunded'), cell: (x) => <span className="amount">{money(x.estornado)}</span> },
  ];
  return (
    <Section id="types" title={t('registrations.byType')}>
      <DataList
        caption={t('registrations.byType')}
        columns={columns}
        rows={page.tipos}
        rowKey={(x) => x.id}
        empty={t('registrations.noTypes')}
      />
    </Section>
  );
}
