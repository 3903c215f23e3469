import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPlayContent } from '@congrega/contract/play';
import { queryClient } from '../../../lib/query-client.ts';
import { MyListButton } from './my-list-button.tsx';

afterEach(cleanup);

const content = (minhaListaId: number | null) => ({ id: 3, titulo: 'Culto', minhaListaId }) as unknown as TPlayContent;
const scope = { churchId: 1, usuarioId: 7, ready: true } as never;

describe('Play my list button', () => {
  it('names the action (add / remove) without also claiming to be pressed', () => {
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <MyListButton content={content(null)} scope={scope} />
      </QueryClientProvider>,
    );
    const added = screen.getByRole('button');
    const addName = added.textContent;
    expect(added.hasAttribute('aria-pressed')).toBe(false);
    rerender(
      <QueryClientProvider client={queryClient}>
        <MyListButton content={content(5)} scope={scope} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button').textContent).not.toBe(addName);
    expect(screen.getByRole('button').hasAttribute('aria-pressed')).toBe(false);
  });
});
