import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { outcomeState, type TActionOutcome } from '../../lib/action-outcome.ts';
import { isRedirectRoute } from '../route-meta.ts';
import { routes } from '../routes.tsx';
import { OutcomeGate } from './outcome-gate.tsx';

afterEach(cleanup);

function open(state: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/reading-plans/:id/delete/confirm',
        element: (
          <OutcomeGate outcome={{ kind: 'reading-plan-left', otherwise: '/reading-plans?tab=mine' }}>
            <h1>Plano excluído</h1>
          </OutcomeGate>
        ),
      },
      { path: '/reading-plans', element: <h1>Planos de leitura</h1> },
    ],
    { initialEntries: [{ pathname: '/reading-plans/abc/delete/confirm', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('success screens report an action of this session', () => {
  it('shows the screen when the action navigated there', () => {
    open(outcomeState('reading-plan-left'));
    expect(screen.getByRole('heading', { name: 'Plano excluído' })).toBeTruthy();
  });

  it.each([
    ['opened directly', null],
    ['with the state of another action', outcomeState('prayer-deleted')],
    ['with a forged shape', { outcome: ['reading-plan-left'] }],
  ])('sends the member to the list instead when %s', (_how, state) => {
    const router = open(state);
    expect(screen.queryByRole('heading', { name: 'Plano excluído' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Planos de leitura' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/reading-plans?tab=mine');
    // Replaced, so Back does not return to the success URL.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('guards every success screen of the route table (the thank-you pages show the payment the server reads)', () => {
    const guarded = new Map<string, TActionOutcome | undefined>();
    for (const route of routes) {
      if (isRedirectRoute(route) || !/(success|\/delete\/confirm)$/.test(route.path)) continue;
      guarded.set(route.path, route.meta.outcome?.kind);
    }
    expect(Object.fromEntries(guarded)).toEqual({
      '/user/change-password/success': 'password-changed',
      '/user/delete-user-success': 'account-deleted',
      '/prayer/new/success': 'prayer-created',
      '/prayer/delete/success': 'prayer-deleted',
      '/groups/request/success': 'group-requested',
      '/reading-plans/:planUUID/delete/confirm': 'reading-plan-left',
      '/embed/reading-plans/:planUUID/delete/confirm': 'reading-plan-left',
    });
    for (const route of routes) {
      if (!isRedirectRoute(route) && route.meta.outcome) expect(route.meta.outcome.otherwise).toMatch(/^\/(?!.*success)/);
    }
  });
});
