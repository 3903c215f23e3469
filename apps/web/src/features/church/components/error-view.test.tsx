import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorView, type ErrorKind } from './error-view.tsx';

function renderView(kind: ErrorKind) {
  const router = createMemoryRouter([{ path: '/', element: <ErrorView kind={kind} /> }]);
  return render(<RouterProvider router={router} />);
}
const robots = () => document.head.querySelectorAll('meta[name="robots"]');

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

describe('ErrorView', () => {
  it('tells search engines not to index a "not found" while it shows, and takes the tag away after', async () => {
    const view = renderView('notFound');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect([...robots()].map((m) => m.getAttribute('content'))).toEqual(['noindex']);
    view.unmount();
    expect(robots()).toHaveLength(0);
  });

  it('adds none for other errors, nor a second one beside the tag of a page the server served as 404', async () => {
    renderView('generic');
    await screen.findByRole('heading', { level: 1 });
    expect(robots()).toHaveLength(0);
    cleanup();
    const served = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(served);
    const view = renderView('notFound');
    await screen.findByRole('heading', { level: 1 });
    view.unmount();
    expect([...robots()]).toEqual([served]);
  });
});
