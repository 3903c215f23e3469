import { MODULE_CODES } from '@congrega/contract/church';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Toasts } from '../kit/toasts.tsx';
import type { THeldGrant } from '@congrega/contract/admin/grants';
import type { TStaffChurch, TStaffMe } from '@congrega/contract/admin/staff-session';
import type { ConsoleContext } from '../lib/console-context.ts';

/**
 * Test only: an area's screens under a memory router at `url`, below `/:lang/:church` with the console's context
 * (what the shell hands its areas), a fresh query client without retries and the console's toasts.
 */
export function renderConsole(url: string, routes: RouteObject[], context: ConsoleContext) {
  const router = createMemoryRouter([{ path: '/:lang/:church', element: <Outlet context={context} />, children: routes }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return router;
}

/** A grant held at the whole church, without expiry. */
export const heldGrant = (area: THeldGrant['area'], action: THeldGrant['action']): THeldGrant => ({
  area,
  action,
  scopeKind: null,
  scopeId: null,
  expiresAt: null,
});

/** The console's context for a verified staff member of videira (English texts) holding `grants`. */
export function consoleContext(grants: THeldGrant[]): ConsoleContext {
  const church: TStaffChurch = {
    id: 1,
    slug: 'videira',
    nome: 'Igreja Videira',
    logo: null,
    idioma: 'pt_BR',
    fusoHorario: 'America/Sao_Paulo',
    modulos: [...MODULE_CODES],
    grants,
    roles: [],
  };
  const me: TStaffMe = {
    contaId: 9,
    email: 'equipe@videira.demo',
    nome: 'Equipe',
    totpAtivo: true,
    sessaoVerificada: true,
    superAdmin: false,
    igrejas: [church],
  };
  return { me, church, lang: 'en' };
}
