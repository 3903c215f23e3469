import './query-state.css';
import type { ReactNode } from 'react';
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
 */
export function QueryState<T>({ query, skeleton, empty, isEmpty = emptyArray, keepDataOnError = true, children }: QueryStateProps<T>) {
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
