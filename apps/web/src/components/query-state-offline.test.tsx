import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../lib/api-client.ts';
import { queryDefaults } from '../lib/query-defaults.ts';
import { QueryState, type QueryStateSource } from './query-state.tsx';

/** Before i18n is started every text is its key. */
const NOT_OFFLINE = 'offlineUnavailable.title';

function Screen({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['devotionals'], queryFn: load });
  return <QueryState query={query}>{(items) => <p>{items.join(', ')}</p>}</QueryState>;
}

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    onlineManager.setOnline(online);
  });
}

describe('QueryState offline', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('says a screen never loaded is not available offline (no endless skeleton), then loads once back online', async () => {
    const client = new QueryClient({ defaultOptions: queryDefaults });
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw new NetworkError(new TypeError('Failed to fetch'));
      return ['Devocional de hoje'];
    });
    setBrowserOnline(false);
    render(
      <QueryClientProvider client={client}>
        <Screen load={load} />
      </QueryClientProvider>,
    );
    // The app's defaults try once, then wait for the network: the load is paused, not failed.
    expect(await screen.findByText(NOT_OFFLINE, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('offlineUnavailable.body')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(client.getQueryState(['devotionals'])?.fetchStatus).toBe('paused');

    reachable = true;
    setBrowserOnline(true);
    expect(await screen.findByText('Devocional de hoje', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(NOT_OFFLINE)).toBeNull();
  });

  it('says so for a load that failed without reaching the network while offline, and asks again once online', () => {
    const query: QueryStateSource<string[]> = {
      isPending: false,
      isError: true,
      error: new NetworkError(),
      data: undefined,
      refetch: vi.fn(),
      fetchStatus: 'idle',
    };
    setBrowserOnline(false);
    const view = render(<QueryState query={query}>{() => null}</QueryState>);
    expect(screen.getByText(NOT_OFFLINE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(query.refetch).not.toHaveBeenCalled();
    setBrowserOnline(true);
    expect(query.refetch).toHaveBeenCalledTimes(1);
    view.rerender(
      <QueryState query={{ ...query, isPending: true, isError: false, error: null, fetchStatus: 'fetching' }}>{() => null}</QueryState>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('keeps what was loaded on screen offline', () => {
    setBrowserOnline(false);
    const query: QueryStateSource<string[]> = {
      isPending: false,
      isError: false,
      error: null,
      data: ['Guardado'],
      refetch: vi.fn(),
      fetchStatus: 'paused',
    };
    render(<QueryState query={query}>{(items) => <p>{items[0]}</p>}</QueryState>);
    expect(screen.getByText('Guardado')).toBeTruthy();
    expect(screen.queryByText(NOT_OFFLINE)).toBeNull();
  });
});
