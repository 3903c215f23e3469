import { createRoot } from 'react-dom/client';
import { Providers } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';
import { getSessionState, loadSessionModule, subscribeSession } from './session-bridge.ts';
import { loadBootstrap, THEME_STYLE_ID } from '../lib/bootstrap.ts';
import { initI18n } from '../lib/i18n.ts';
import { i18n } from '../lib/i18n/store.ts';
import { reloadForNewVersion } from '../lib/new-version-reload.ts';
import { takeUrlCode } from '../lib/url-code.ts';

/** Resolves once the router has run the first page's loaders and loaded its screen (or failed to). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * App start (spec section 4): church bootstrap (injected by the server), colours, language, router, then
 * auto login in the background. The router starts loading the first screen as soon as it exists, in
 * parallel with the language catalogue.
 */
export async function start(): Promise<void> {
  // A link's one-time church-switch code leaves the address bar before anything else; it is offered, with a
  // confirmation naming its account, once auto login has settled (lib/url-code-flow.ts).
  const urlCode = takeUrlCode();
  const container = document.getElementById('root')!;
  // The server may have drawn the screen into the page (its first paint): it stays until the app can show the same.
  const drawn = container.hasChildNodes();
  const root = createRoot(container);
  const translations = initI18n();
  const boot = await loadBootstrap();
  if (!boot.ok) {
    const [{ BootError }] = await Promise.all([import('./boot-error.tsx'), translations]);
    root.render(<BootError reason={boot.reason} />);
    return;
  }
  // The server writes the church colours into the page; only a page it did not inject needs them here.
  if (!document.getElementById(THEME_STYLE_ID)) (await import('../lib/theme.ts')).applyTheme(boot.bootstrap.visual.corApp);
  const { router, loadRouteTable } = createAppRouter();

  void loadSessionModule().then(async (session) => {
    const { setApiNavigator } = await import('../lib/api-client.ts');
    setApiNavigator((to) => void router.navigate(to));
    // Login, logout or an expired session re-run the guards of the current page. The end of auto login
    // does not: guards whose answer depends on it have waited for it.
    let status = getSessionState().status;
    subscribeSession(() => {
      const next = getSessionState().status;
      if (status !== 'starting' && next !== 'starting' && next !== status) void router.revalidate();
      status = next;
    });
    await session.startSession();
    if (urlCode) await (await import('../lib/url-code-flow.ts')).offerUrlCode(urlCode);
  });

  // A lazy chunk of this page's build is gone (new deploy): load the new version once.
  window.addEventListener('vite:preloadError', () => reloadForNewVersion());

  await translations;
  // Rendering before the router has the page's screen would replace the drawing with the loader for a moment.
  if (drawn) await routerReady(router);
  // Server texts (module names, messages) come in the request language: refetch after a switch. Registered once
  // the first language is set, so start-up (which also announces a language) does not load the query cache.
  i18n.onLanguageChanged(() => {
    void import('../lib/query-client.ts').then(({ queryClient }) => queryClient.invalidateQueries());
  });
  root.render(<Providers router={router} />);
  // The rest of the route table, right after the first paint (navigations before that wait for it).
  setTimeout(() => void loadRouteTable(), 0);
  // A second after the page has loaded, at an idle moment (the first screen has rendered by then), so neither the
  // worker's download nor its precaching competes with the first screen.
  const registerWorker = () => void import('../lib/service-worker-registration.ts').then((m) => m.registerServiceWorker());
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 500));
  const whenIdle = () => setTimeout(() => idle(registerWorker), 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
