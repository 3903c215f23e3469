import './church-home.css';
import type { TBanner } from '@congrega/contract/church';
import type { TEventSummary } from '@congrega/contract/events';
import type { TLiveSchedule } from '@congrega/contract/live';
import { HERO_HEIGHT, HERO_SIZES, HERO_WIDTH } from '@congrega/contract/media';
import { Suspense, use, useEffect } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-retry.ts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { isAvailableLink } from '../../../lib/app-paths.ts';
import { getBootstrap, hasModule, useBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { getBanners } from '../api/get-banners.ts';
import { getLatestContent, type LatestContent as TLatestContent } from '../api/get-latest-content.ts';
import { getLiveSchedule } from '../api/get-live-schedule.ts';
import { getNextEvents } from '../api/get-next-events.ts';

// The carousel's code loads in parallel with the banners it shows, not before the page paints.
const BannerCarousel = lazyWithRetry(async () => ({ default: (await import('../components/banner-carousel.tsx')).BannerCarousel }));
// The next events block likewise: its own small chunk, fetched with the events, only for churches with MOD_EVENTO.
const NextEvents = lazyWithRetry(async () => ({ default: (await import('../components/next-events.tsx')).NextEvents }));
// The latest devotional and news likewise, for churches with MOD_DEVOCIONAL or MOD_NOTICIA.
const LatestContent = lazyWithRetry(async () => ({ default: (await import('../components/latest-content.tsx')).LatestContent }));
// The schedule and live block likewise, for churches with MOD_CULTO.
const LiveBlock = lazyWithRetry(async () => ({ default: (await import('../components/live-block.tsx')).LiveBlock }));

/** The next events block when the church has MOD_EVENTO and the events screens exist. */
const showsEvents = () => hasModule('MOD_EVENTO') && isAvailableLink('/event');
/** The schedule and live block when the church has MOD_CULTO and the live screen exists. */
const showsLive = () => hasModule('MOD_CULTO') && isAvailableLink('/live');

/** The banners are not awaited: the page paints from the bootstrap and the carousel fills in. */
export function loader({ request }: LoaderFunctionArgs) {
  // A failed banner request leaves the carousel out instead of failing church home.
  const banners = getBanners(getBootstrap().igreja.id, request.signal).catch((): TBanner[] => []);
  // Likewise a failed events request leaves the block out.
  const events = showsEvents() ? getNextEvents(getBootstrap().igreja.slug, request.signal).catch((): TEventSummary[] | null => null) : null;
  const modules = {
    devotional: hasModule('MOD_DEVOCIONAL') && isAvailableLink('/devotionals'),
    news: hasModule('MOD_NOTICIA') && isAvailableLink('/news'),
  };
  const latest = modules.devotional || modules.news ? getLatestContent(getBootstrap().igreja.slug, modules, request.signal) : null;
  const live = showsLive() ? getLiveSchedule(getBootstrap().igreja.slug, request.signal).catch((): TLiveSchedule | null => null) : null;
  return { banners, events, live, latest };
}

function Banners({ banners }: { banners: Promise<TBanner[]> }) {
  return <BannerCarousel banners={use(banners)} />;
}

function Live({ live }: { live: Promise<TLiveSchedule | null> }) {
  const schedule = use(live);
  return schedule ? <LiveBlock schedule={schedule} /> : null;
}

function Events({ events }: { events: Promise<TEventSummary[] | null> }) {
  const list = use(events);
  return list ? <NextEvents events={list} /> : null;
}

function Latest({ latest }: { latest: Promise<TLatestContent> }) {
  return <LatestContent content={use(latest)} />;
}

/** Church home (spec: banner, then the sections of the church's modules). */
export function Component() {
  const { t } = useTranslation('church');
  const { igreja, visual, menu } = useBootstrap();
  const { banners, events, live, latest } = useLoaderData<typeof loader>();
  useEffect(() => {
    document.title = igreja.nome;
  }, [igreja.nome]);
  const cover = visual.imagemCapa ?? igreja.imagens[0];
  // Tiles for the app's own screens only, and only those it has with their module on (never "page not found").
  const links = [...menu]
    .sort((a, b) => a.ordem - b.ordem)
    .filter((item) => item.link.startsWith('/') && !item.link.startsWith('//') && isAvailableLink(item.link));
  // The giving block (spec: church home shows giving) when the church has MOD_DOACAO and the screen exists.
  const giving = hasModule('MOD_DOACAO') && isAvailableLink('/give');

  return (
    <>
      {/* A cover image carries the church's own artwork (often its name): shown whole, never under a second
          copy of the name, which then stays for screen readers only. Without one the name is the hero. */}
      <section className={cover ? 'hero hero-with-cover' : 'hero'} aria-labelledby="church-name">
        {/* The largest paint: its variants are preloaded from the served HTML (server plugins/web-html.ts). */}
        {cover ? (
          <ResponsiveImage
            src={cover}
            sizes={HERO_SIZES}
            alt=""
            className="hero-image"
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            fetchPriority="high"
          />
        ) : null}
        <div className="hero-content">
          <h1 id="church-name" className={cover ? 'sr-only' : 'hero-title'}>
            {igreja.nome}
          </h1>
          {igreja.descricao ? <p className="hero-text">{igreja.descricao}</p> : null}
          <Link to="/about" className="btn btn-primary">
            {t('home.about')}
          </Link>
        </div>
      </section>
      <div className="page page-wide">
        <Suspense fallback={<div className="carousel-skeleton" aria-hidden="true" />}>
          <Banners banners={banners} />
        </Suspense>
        {links.length > 0 ? (
          <section className="section" aria-labelledby="home-explore">
            <h2 id="home-explore">{t('home.explore')}</h2>
            <ul className="tile-grid">
              {links.map((item) => (
                <li key={item.id}>
                  <Link to={item.link} className="tile">
                    {item.titulo}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {live ? (
          <Suspense fallback={null}>
            <Live live={live} />
          </Suspense>
        ) : null}
        {events ? (
          <Suspense fallback={null}>
            <Events events={events} />
          </Suspense>
        ) : null}
        {latest ? (
          <Suspense fallback={null}>
            <Latest latest={latest} />
          </Suspense>
        ) : null}
        {giving ? (
          <section className="section home-giving" aria-labelledby="home-giving">
            <h2 id="home-giving">{t('home.giveTitle')}</h2>
            <p>{t('home.giveText')}</p>
            <Link to="/give" className="btn btn-primary">
              {t('home.giveAction')}
            </Link>
          </section>
        ) : null}
      </div>
    </>
  );
}
