import './query-state.css';
import { useEffect, type ReactNode } from 'react';
import { NetworkError } from '../lib/api-client.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useOnlineStatus } from '../lib/online-status.ts';
import { Alert } from './ui/alert.tsx';
import { LoadError } from './ui/load-error.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** The part of a TanStack query result (useQuery, useInfiniteQuery) the states are drawn from. */
export interface QueryStateSource<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
  /** Infinite queries: a failed next page is the paged list's to show (beside "load more"), not this one's. */
  isFetchNextPageError?: boolean;
  /** TanStack's fetch status: 'paused' while a load waits for the network to come back. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

export interface QueryStateProps<T> {
  query: QueryStateSource<T>;
  /** Shown while the first load is pending; a list skeleton unless told. */
  skeleton?: ReactNode;
  /** The empty state: a text (shown muted) or an element, when `isEmpty(data)`. */
  empty?: ReactNode;
  /** Whether the data counts as empty; an empty array unless told. */
  isEmpty?: (data: T) => boolean;
  /** false: a failed refresh hides the data it could not refresh (only the error and its retry remain). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states of a screen's query in one place: a skeleton while the first load is pending; the load error with
 * a retry (LoadError: the server's message or the spec's generic load-failure text) when there is nothing to
 * show; the caller's empty state; else `children(data)`. A failed refresh of data already shown keeps the data
 * under the error, unless `keepDataOnError` is false.
 *
 * Offline with nothing kept for this screen (a page never opened on this device: the load is paused waiting for
 * the network, or failed without reaching it) it says the page is not available offline instead of a skeleton
 * that never ends; the offline banner stays, and the load resumes (or is asked again) once the browser is back
 * online. What was already loaded is shown as usual.
 */
export function QueryState<T>({ query, skeleton, empty, isEmpty = emptyArray, keepDataOnError = true, children }: QueryStateProps<T>) {
  const online = useOnlineStatus();
  const unreachable = query.fetchStatus === 'paused' || (query.isError && query.error instanceof NetworkError && !online);
  const { refetch } = query;
  const failedOffline = query.isError && query.error instanceof NetworkError && query.data === undefined;
  useEffect(() => {
    if (online && failedOffline) void refetch();
  }, [online, failedOffline, refetch]);
  if (unreachable && query.data === undefined) return <NotAvailableOffline />;
  if (query.isPending) return <>{skeleton ?? <Skeleton />}</>;
  const failed = query.isError && !query.isFetchNextPageError;
  const error = failed ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null;
  if (query.data === undefined || (failed && !keepDataOnError)) return error;
  let content: ReactNode;
  if (isEmpty(query.data)) content = typeof empty === 'string' ? <p className="empty-state">{empty}</p> : (empty ?? null);
  else content = children(query.data);
  return (
    <>
      {error}
      {content}
    </>
  );
}

function NotAvailableOffline() {
  const { t } = useTranslation();
  return <Alert title={t('offlineUnavailable.title')}>{t('offlineUnavailable.body')}</Alert>;
}
