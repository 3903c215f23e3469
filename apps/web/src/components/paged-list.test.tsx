import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListSource } from './paged-list.tsx';

function pages(state: Partial<PagedListSource> = {}): PagedListSource {
  return { hasNextPage: true, isFetchingNextPage: false, isFetchNextPageError: false, error: null, fetchNextPage: vi.fn(), ...state };
}

function List({ items, source }: { items: string[]; source: PagedListSource }) {
  return (
    <PagedList
      className="lista"
      items={items}
      getKey={(i) => i}
      renderItem={(i) => <a href={`#${i}`}>{i}</a>}
      pages={source}
      loadMoreLabel="Carregar mais"
    />
  );
}

describe('PagedList', () => {
  afterEach(cleanup);

  it('renders the items in a list and a "load more" button that asks for the next page', () => {
    const source = pages();
    render(<List items={['a', 'b']} source={source} />);
    expect(screen.getByRole('list').className).toBe('lista');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(source.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('has no button on the last page', () => {
    render(<List items={['a']} source={pages({ hasNextPage: false })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while the page loads: busy list and busy, disabled button; then focus on the first new item, not scrolled', () => {
    const source = pages();
    const { rerender } = render(<List items={['a', 'b']} source={source} />);
    const button = screen.getByRole('button', { name: 'Carregar mais' });
    button.focus();
    fireEvent.click(button);
    rerender(<List items={['a', 'b']} source={{ ...source, isFetchingNextPage: true }} />);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);

    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    act(() => rerender(<List items={['a', 'b', 'c', 'd']} source={{ ...source, hasNextPage: false }} />));
    const third = screen.getAllByRole('listitem')[2]!;
    expect(document.activeElement).toBe(third);
    expect(third.tabIndex).toBe(-1);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(screen.getByRole('list').hasAttribute('aria-busy')).toBe(false);
    focus.mockRestore();
  });

  it('a failed page is explained and the button gets the focus back to try again', () => {
    const source = pages();
    const { rerender } = render(<List items={['a']} source={source} />);
    fireEvent.click(screen.getByRole('button'));
    rerender(<List items={['a']} source={{ ...source, isFetchingNextPage: true }} />);
    act(() => rerender(<List items={['a']} source={{ ...source, isFetchNextPageError: true, error: new Error('offline') }} />));
    expect(screen.getByRole('alert').textContent).toContain('error.generic');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Carregar mais' }));
  });
});
