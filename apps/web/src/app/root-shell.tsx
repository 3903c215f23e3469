import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { lazyWithRetry } from '../lib/lazy-retry.ts';
import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useNavigationType, useRouteError } from 'react-router';
import { OfflineBanner } from '../components/ui/offline-banner.tsx';
import { Loader } from '../components/ui/spinner.tsx';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { isChunkLoadError, reloadForNewVersion } from '../lib/new-version-reload.ts';
import { usePendingUrlCode } from '../lib/url-code.ts';
import { usePlayer } from '../features/podcast/lib/player-store.ts';

const UrlCodePrompt = lazyWithRetry(() => import('./url-code-prompt.tsx'));
// The podcast's mini player: loaded once an episode is chosen, then kept across pages (the audio never stops).
const MiniPlayer = lazyWithRetry(async () => ({ default: (await import('../features/podcast/components/mini-player.tsx')).MiniPlayer }));
const ErrorView = lazyWithRetry(async () => ({ default: (await import('../features/church/components/error-view.tsx')).ErrorView }));

/**
 * After a client-side navigation, moves focus to the new page's heading (or main) so keyboard and screen
 * reader users start reading the new content, as they would after a full page load.
 */
function useRouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Scroll like a multi-page site: a new page starts at the top, Back/Forward return to where the reader
 * was. Positions live in memory per history entry (lighter than React Router's ScrollRestoration).
 */
const scrollPositions = new Map<string, number>();

function useScrollRestoration() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => scrollPositions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);
  useLayoutEffect(() => {
    if (type === 'POP') window.scrollTo(0, scrollPositions.get(key) ?? 0);
    else if (!hash) window.scrollTo(0, 0);
  }, [key, hash, type]);
}

export function RootShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pendingUrlCode = usePendingUrlCode();
  const episode = usePlayer().current;
  useRouteFocus();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <OfflineBanner />
      {navigation.state === 'idle' ? null : <div className="route-progress" aria-hidden="true" />}
      <Outlet />
      {episode ? (
        <Suspense fallback={null}>
          <MiniPlayer />
        </Suspense>
      ) : null}
      {pendingUrlCode ? (
        <Suspense fallback={null}>
          <UrlCodePrompt pending={pendingUrlCode} />
        </Suspense>
      ) : null}
    </>
  );
}

export function PageLoader() {
  return <Loader />;
}

/**
 * Error boundary of every screen: an invalid id or a thrown 404 shows "not found", a failed chunk load
 * (offline, new deploy) or a crash shows the generic message with a retry.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The page outlived a deploy: its lazy chunks are gone. Load the new version instead of an error.
  if (isChunkLoadError(error) && reloadForNewVersion()) return <Loader />;
  if (!notFound) console.error(error);
  return (
    <Suspense fallback={<Loader />}>
      <ErrorView kind={notFound ? 'notFound' : 'generic'} />
    </Suspense>
  );
}
