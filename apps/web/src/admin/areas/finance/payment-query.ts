import { ZFinancePaymentQuery, type TFinancePaymentFilters, type TFinancePaymentQuery } from '@congrega/contract/admin/finance';

/** The list's filters as the address keeps them (lib useListParams), in the contract's names. */
export const PAYMENT_FILTERS = [
  'q',
  'de',
  'ate',
  'metodo',
  'status',
  'destino',
  'motivo',
  'pagador',
  'usuarioId',
  'comEstorno',
  'pagoAposCancelamento',
] as const;
export const PAYMENTS_PAGE_SIZE = 30;

export interface PaymentQuery {
  /** What the server is asked: the address's filters the contract accepts, the page and its size. */
  query: TFinancePaymentQuery;
  /** The same filters without paging: the CSV export's query. */
  filters: TFinancePaymentFilters;
  /** The address asked for a date range ending before it starts: the end is left out and the screen says so. */
  datesReversed: boolean;
}

/**
 * The address's filters -> the list's query, checked by the contract's own schema: a value it would refuse (a status
 * that does not exist, a typed id that is not one) is left out instead of failing the whole list, and a reversed date
 * range keeps its start only.
 */
export function paymentQuery(values: Record<string, string>, page: number): PaymentQuery {
  const raw: Record<string, string | number> = { page, limit: PAYMENTS_PAGE_SIZE };
  for (const name of PAYMENT_FILTERS) if (values[name]) raw[name] = values[name];
  let datesReversed = false;
  for (let attempt = 0; attempt < PAYMENT_FILTERS.length; attempt++) {
    const parsed = ZFinancePaymentQuery.safeParse(raw);
    if (parsed.success) break;
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name === 'ate' && issue.message === 'validation.dateRange') datesReversed = true;
      delete raw[name];
    }
  }
  const { page: _page, limit: _limit, ...filters } = raw;
  const typed = {
    ...filters,
    ...(filters.motivo ? { motivo: Number(filters.motivo) } : {}),
    ...(filters.usuarioId ? { usuarioId: Number(filters.usuarioId) } : {}),
  } as TFinancePaymentFilters;
  return { query: { ...typed, page, limit: PAYMENTS_PAGE_SIZE }, filters: typed, datesReversed };
}
