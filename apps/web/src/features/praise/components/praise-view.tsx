import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSong } from '../api/get-song.ts';
import { songKey, transposeKey, transposeLines } from '@congrega/contract/chords';
import { availableViews, canZoomIn, canZoomOut, zoomIn, zoomOut, type PraiseView } from '../lib/music.ts';
import { BAND_STEPS_MAX } from '@congrega/contract/band';
import { shapeSteps } from '../lib/capo.ts';
import { SCROLL_SPEEDS, useAutoScroll } from '../lib/use-auto-scroll.ts';
import { PraiseSheet } from '../../../components/praise/praise-sheet.tsx';
import { ScoreFiles } from '../../../components/praise/score-files.tsx';

/**
 * The praise view (spec section 2, "Praise view behaviour"): cipher, lyric or score, the default chosen by
 * music.ts; the tone selector transposes by one step up or down and resets; zoom in +0.03 / out -0.05 strictly
 * within (0.7, 1.5); automatic scrolling with a speed. A song with nothing to show is the spec's error.
 */
/** Band mode's view of the song: the leader's key and line, the musician's capo, the bar with its controls. */
export interface BandView {
  /** The key the band sounds in, as steps from the song's key. */
  steps: number;
  capo: number;
  leader: boolean;
  line: number;
  /** Leader: a new key. */
  onSteps?: ((steps: number) => void) | undefined;
}

const clampSteps = (n: number) => Math.max(-BAND_STEPS_MAX, Math.min(BAND_STEPS_MAX, n));

export function PraiseViewer({
  id,
  accent,
  band,
  bar,
}: {
  id: number;
  accent?: string | undefined;
  band?: BandView | undefined;
  bar?: ReactNode;
}) {
  const { t } = useTranslation('praise');
  const song = useSong(id);
  const [view, setView] = useState<PraiseView | null>(null);
  const [ownSteps, setOwnSteps] = useState(0);
  // In band mode the leader's key rules; a follower's chords are that key minus the capo (capo.ts).
  const steps = band ? band.steps : ownSteps;
  const setSteps = (next: (n: number) => number) => (band ? band.onSteps?.(clampSteps(next(band.steps))) : setOwnSteps(next));
  const following = band !== undefined && !band.leader;
  const [zoom, setZoom] = useState(1);
  const [scrolling, setScrolling] = useState(false);
  const [speed, setSpeed] = useState(1);
  const stop = useCallback(() => setScrolling(false), []);
  useAutoScroll(scrolling && !following, SCROLL_SPEEDS[speed]!, stop);
  useDocumentTitle(song.data?.titulo ?? t('title'));
  const style = (accent ? { '--color-primary': accent, '--color-primary-text': accent } : {}) as CSSProperties;

  return (
    <section className="praise-page" style={style}>
      <QueryState query={song} isEmpty={() => false}>
        {(s) => {
          const views = availableViews(s.letra, s.partituras.length);
          const shown = view && views.includes(view) ? view : views[0];
          const key = songKey(s.tom, s.letra);
          const shapeShift = band ? shapeSteps(steps, band.capo) : steps;
          const lines = transposeLines(s.letra, shapeShift, key);
          return (
            <>
              <h1>{s.titulo}</h1>
              <p className="praise-meta">{[s.autor, s.tema, s.ritmo].filter(Boolean).join(' · ')}</p>
              {!shown ? (
                <Alert tone="error">{t('nothing')}</Alert>
              ) : (
                <>
                  <div className="praise-tabs" role="group" aria-label={t('show')}>
                    {views.map((v) => (
                      <button key={v} type="button" className="btn btn-secondary" aria-pressed={v === shown} onClick={() => setView(v)}>
                        {t(`view.${v}`)}
                      </button>
                    ))}
                  </div>
                  <div className="praise-toolbar">
                    {shown === 'cipher' && following ? (
                      <p className="praise-tool praise-key" aria-live="polite" data-testid="band-key">
                        {key ? t('key', { key: transposeKey(key, steps) }) : t('steps', { steps })}
                        {key && band.capo > 0 ? ` · ${t('band.shapes', { key: transposeKey(key, shapeShift) })}` : ''}
                      </p>
                    ) : shown === 'cipher' ? (
                      <div role="group" aria-label={t('tone')} className="praise-tool">
                        <button type="button" className="btn btn-secondary" onClick={() => setSteps((n) => n - 1)}>
                          <span aria-hidden="true">−½</span>
                          <span className="sr-only">{t('toneDown')}</span>
                        </button>
                        <output aria-live="polite" className="praise-key">
                          {key ? t('key', { key: transposeKey(key, steps) }) : t('steps', { steps })}
                        </output>
                        <button type="button" className="btn btn-secondary" onClick={() => setSteps((n) => n + 1)}>
                          <span aria-hidden="true">+½</span>
                          <span className="sr-only">{t('toneUp')}</span>
                        </button>
                        <button type="button" className="btn btn-ghost" onClick={() => setSteps(() => 0)} disabled={steps === 0}>
                          {t('toneReset')}
                        </button>
                      </div>
                    ) : null}
                    {shown !== 'score' ? (
                      <div role="group" aria-label={t('zoom')} className="praise-tool">
                        <button type="button" className="btn btn-secondary" onClick={() => setZoom(zoomOut)} disabled={!canZoomOut(zoom)}>
                          <span aria-hidden="true">A−</span>
                          <span className="sr-only">{t('zoomOut')}</span>
                        </button>
                        <output aria-live="polite">{Math.round(zoom * 100)}%</output>
                        <button type="button" className="btn btn-secondary" onClick={() => setZoom(zoomIn)} disabled={!canZoomIn(zoom)}>
                          <span aria-hidden="true">A+</span>
                          <span className="sr-only">{t('zoomIn')}</span>
                        </button>
                      </div>
                    ) : null}
                    <div role="group" aria-label={t('autoScroll')} className="praise-tool" hidden={following}>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        aria-pressed={scrolling}
                        onClick={() => setScrolling((on) => !on)}
                      >
                        {scrolling ? t('scrollStop') : t('scrollStart')}
                      </button>
                      <label className="praise-speed">
                        {t('speed')}{' '}
                        <input
                          type="range"
                          min={0}
                          max={SCROLL_SPEEDS.length - 1}
                          value={speed}
                          onChange={(e) => setSpeed(Number(e.target.value))}
                        />
                      </label>
                    </div>
                  </div>
                  <div className="praise-body" style={{ fontSize: `${zoom}rem` }} data-zoom={zoom}>
                    {shown === 'score' ? (
                      <ScoreFiles files={s.partituras} />
                    ) : (
                      <PraiseSheet lines={lines} chords={shown === 'cipher'} current={band?.line} />
                    )}
                  </div>
                </>
              )}
            </>
          );
        }}
      </QueryState>
      {bar}
    </section>
  );
}
