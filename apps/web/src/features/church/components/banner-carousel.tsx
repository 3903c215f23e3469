import './banner-carousel.css';
import type { TBanner } from '@congrega/contract/church';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { ICON_PATHS } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { safeUrl } from '../../../lib/safe-url.ts';
import { CAROUSEL_DEFAULTS, positions, step, swipeDelta, throttle } from '../lib/carousel.ts';

interface BannerCarouselProps {
  banners: TBanner[];
  itemsToShow?: number;
  transitionMs?: number;
  throttleMs?: number;
}

function BannerImage({ banner, eager }: { banner: TBanner; eager: boolean }) {
  return (
    <img
      src={banner.imagem}
      alt={banner.textoAlternativo}
      className="banner-image"
      width="1200"
      height="400"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      draggable={false}
    />
  );
}

function Slide({ banner, eager }: { banner: TBanner; eager: boolean }) {
  const image = <BannerImage banner={banner} eager={eager} />;
  if (banner.link?.startsWith('/') && !banner.link.startsWith('//')) {
    return (
      <Link to={banner.link} className="banner-link" draggable={false}>
        {image}
      </Link>
    );
  }
  const href = safeUrl(banner.link);
  return href ? (
    <a href={href} className="banner-link" target="_blank" rel="noopener noreferrer" draggable={false}>
      {image}
    </a>
  ) : (
    image
  );
}

/**
 * Church home banners (spec defaults: 1 item, 300 ms transition, 16 ms throttle). Buttons, dots, arrow
 * keys and swipes move it; it never rotates by itself; slides out of view are inert; the transition is
 * dropped for people who ask for reduced motion (CSS).
 */
export function BannerCarousel({
  banners,
  itemsToShow = CAROUSEL_DEFAULTS.itemsToShow,
  transitionMs = CAROUSEL_DEFAULTS.transitionMs,
  throttleMs = CAROUSEL_DEFAULTS.throttleMs,
}: BannerCarouselProps) {
  const { t } = useTranslation('church');
  const trackId = useId();
  const slides = useMemo(() => [...banners].sort((a, b) => a.ordem - b.ordem), [banners]);
  const total = positions(slides.length, itemsToShow);
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number; width: number } | null>(null);
  const current = Math.min(index, total - 1);

  const moveDrag = useMemo(() => throttle((dx: number) => setDrag(dx), throttleMs), [throttleMs]);
  useEffect(() => () => moveDrag.cancel(), [moveDrag]);

  if (slides.length === 0) return null;
  const go = (delta: number) => setIndex((i) => step(Math.min(i, total - 1), delta, total));

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Home: () => setIndex(0),
      End: () => setIndex(total - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' || total < 2) return;
    start.current = { x: event.clientX, y: event.clientY, width: event.currentTarget.clientWidth };
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!start.current) return;
    moveDrag(event.clientX - start.current.x);
  }
  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    if (!start.current) return;
    moveDrag.cancel();
    const delta = swipeDelta(event.clientX - start.current.x, start.current.width / itemsToShow);
    start.current = null;
    setDrag(null);
    if (delta) go(delta);
  }

  const width = 100 / itemsToShow;
  const trackStyle = {
    '--carousel-ms': `${drag === null ? transitionMs : 0}ms`,
    transform: `translateX(calc(${-current * width}% + ${drag ?? 0}px))`,
  } as CSSProperties;

  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      onKeyDown={onKeyDown}
    >
      <div className="carousel-viewport">
        <div
          id={trackId}
          className="carousel-track"
          style={trackStyle}
          aria-live="polite"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {slides.map((banner, i) => {
            const visible = i >= current && i < current + itemsToShow;
            return (
              <div
                key={banner.id}
                className="carousel-slide"
                style={{ flexBasis: `${width}%` }}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { n: i + 1, total: slides.length })}
                aria-hidden={!visible}
                inert={!visible}
              >
                <Slide banner={banner} eager={i === 0} />
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 ? (
        <div className="carousel-controls">
          <button type="button" className="icon-btn carousel-prev" aria-controls={trackId} onClick={() => go(-1)}>
            <Icon d={ICON_PATHS.chevronLeft} />
            <span className="sr-only">{t('carousel.previous')}</span>
          </button>
          <div className="carousel-dots">
            {Array.from({ length: total }, (_, i) => (
              <button
                key={i}
                type="button"
                className="carousel-dot"
                aria-controls={trackId}
                aria-current={i === current ? 'true' : undefined}
                aria-label={t('carousel.goTo', { n: i + 1 })}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button type="button" className="icon-btn carousel-next" aria-controls={trackId} onClick={() => go(1)}>
            <Icon d={ICON_PATHS.chevronRight} />
            <span className="sr-only">{t('carousel.next')}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
