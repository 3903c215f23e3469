import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { QueryState, type QueryStateSource } from './query-state.tsx';

/** Before i18n is started every text is its key. */
function source(state: Partial<QueryStateSource<string[]>>): QueryStateSource<string[]> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

function renderState(query: QueryStateSource<string[]>, extra: { keepDataOnError?: boolean } = {}) {
  return render(
    <QueryState query={query} empty="Nada por aqui." {...extra}>
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  afterEach(cleanup);

  it('shows a skeleton announced as loading while the first load is pending', () => {
    renderState(source({ isPending: true }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('loading');
    expect(status.querySelectorAll('.skeleton-row[aria-hidden="true"]').length).toBe(3);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes a skeleton of the caller', () => {
    render(
      <QueryState query={source({ isPending: true })} skeleton={<p>carregando</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
  });

  it('on a failed load shows the generic text with a retry that asks again', () => {
    const query = source({ isError: true, error: new ApiError(503, {}) });
    renderState(query);
    expect(screen.getByRole('alert').textContent).toContain('error.generic');
    fireEvent.click(screen.getByRole('button', { name: 'error.retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal as it is, and no retry for a 404", () => {
    renderState(source({ isError: true, error: new ApiError(404, { message: 'Não encontrado.' }) }));
    expect(screen.getByRole('alert').textContent).toBe('Não encontrado.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the caller's empty state for an empty list, else the data", () => {
    const { unmount } = renderState(source({ data: [] }));
    expect(screen.getByText('Nada por aqui.').className).toBe('empty-state');
    unmount();
    renderState(source({ data: ['a', 'b'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByText('Nada por aqui.')).toBeNull();
  });

  it('uses isEmpty for data that is not a list', () => {
    render(
      <QueryState query={{ ...source({}), data: { cards: [] } }} empty="Sem cartões." isEmpty={(d) => d.cards.length === 0}>
        {() => <p>lista</p>}
      </QueryState>,
    );
    expect(screen.getByText('Sem cartões.')).toBeTruthy();
  });

  it('a failed refresh keeps the data under the error, unless told not to', () => {
    const failed = source({ isError: true, error: new Error('offline'), data: ['a'] });
    const { unmount } = renderState(failed);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('a');
    unmount();
    renderState(failed, { keepDataOnError: false });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('leaves a failed next page to the paged list (the loaded pages stay, no error here)', () => {
    renderState(source({ isError: true, isFetchNextPageError: true, error: new Error('x'), data: ['a'] }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('a');
  });
});
