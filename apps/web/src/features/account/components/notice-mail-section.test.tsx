import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { NoticeMailSection } from './notice-mail-section.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('notice e-mails switch', () => {
  it('shows the stored choice and saves a change at once (PUT /usuario/avisos-email)', async () => {
    const calls: Array<{ method: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        expect(String(url)).toContain('/api/v1/usuario/avisos-email');
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method: init.method ?? 'GET', body });
        return json({ receberAvisosEmail: body ? body.receberAvisosEmail : false });
      }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <NoticeMailSection churchId={1} clientId={7} />
      </QueryClientProvider>,
    );
    const box = (await screen.findByRole('checkbox', { name: 'noticeMail.label' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'PUT', body: { receberAvisosEmail: true } }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'noticeMail.label' }) as HTMLInputElement).checked).toBe(true));
  });
});
