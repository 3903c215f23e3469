import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { apiNavigation, setApiNavigator } from '../lib/api-client.ts';
import { initAdminI18n, pathLanguage } from './lib/admin-i18n.ts';
import { onStaffSessionEnd, startStaffSession } from './lib/staff-session.ts';
import { consoleRoutes } from './routes.tsx';
import { toast } from './kit/toasts.tsx';
import { i18n } from '../lib/i18n/store.ts';

/**
 * Console start: the path's language, the session back from the refresh cookie (if any), then the router. The
 * web's api-client is reused with the console's hooks: a lost session goes to the login of the same language, and
 * a call that reaches no server says so in a toast (the member app's error page is not on this origin).
 */
export async function startConsole(): Promise<void> {
  const language = pathLanguage(window.location.pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } } });
  const router = createBrowserRouter(consoleRoutes);
  apiNavigation.reloadHome = () => window.location.assign(`/${pathLanguage(window.location.pathname)}`);
  setApiNavigator(() => toast(i18n.fixedT('admin')('kit.offline'), 'error'));
  onStaffSessionEnd(() => queryClient.clear());
  await Promise.all([initAdminI18n(language), startStaffSession()]);
  createRoot(document.getElementById('admin-root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
