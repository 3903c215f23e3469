import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { LoadError } from './ui/load-error.tsx';

/** The part of a useInfiniteQuery result that drives "load more". */
export interface PagedListSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

export interface PagedListProps<T> {
  /** The pages loaded so far, as one list. */
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The infinite query the items come from. */
  pages: PagedListSource;
  loadMoreLabel: string;
  /** Class of the list (<ul>). */
  className?: string;
}

/**
 * A list that grows a page at a time with a "load more" button (a real button: Enter and Space work). While the
 * next page loads the button shows a loader and the list is marked busy; a failed page is explained above the
 * button, which stays to try again (and gets the focus back). When the page arrives, focus moves from the button to the
 * first new item without scrolling, so a keyboard or screen-reader user goes on reading where the list grew (the button may be
 * gone: that was the last page).
 */
export function PagedList<T>({ items, getKey, renderItem, pages, loadMoreLabel, className }: PagedListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  /** How many items there were when "load more" was pressed; null when no page is awaited. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || pages.isFetchingNextPage) return;
    focusFrom.current = null;
    const first = listRef.current?.children[from];
    // No new item (the page failed): back to the button, which the loading state had disabled.
    const target = first ?? actionsRef.current?.querySelector('button');
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [items.length, pages.isFetchingNextPage]);

  function loadMore() {
    focusFrom.current = items.length;
    void pages.fetchNextPage();
  }

  return (
    <>
      <ul ref={listRef} className={className} aria-busy={pages.isFetchingNextPage || undefined}>
        {items.map((item) => (
          <li key={getKey(item)} tabIndex={-1}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {pages.isFetchNextPageError ? <LoadError error={pages.error} /> : null}
      {pages.hasNextPage ? (
        <div ref={actionsRef} className="actions">
          <Button variant="secondary" loading={pages.isFetchingNextPage} onClick={loadMore}>
            {loadMoreLabel}
          </Button>
        </div>
      ) : null}
    </>
  );
}
