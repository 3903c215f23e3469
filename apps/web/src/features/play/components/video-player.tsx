import type { TPlayPlayback } from '@congrega/contract/play';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isHlsSource, useHlsJs } from '../../../lib/hls.ts';
import { clock } from '../lib/resume.ts';
import { useCaptionRefresh } from '../lib/use-caption-refresh.ts';

/** Lucide-style stroke paths of the player's buttons (the button carries the label). */
const ICONS = {
  play: 'M6 4l14 8-14 8z',
  pause: 'M7 4v16M17 4v16',
  back: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  forward: 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5',
  volume: 'M11 5 6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14',
  muted: 'M11 5 6 9H2v6h4l5 4zM22 9l-6 6M16 9l6 6',
  captions: 'M3 5h18v14H3zM10 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3',
  pip: 'M3 5h18v14H3zM12 12h7v5h-7z',
  fullscreen: 'M8 3H3v5M16 3h5v5M8 21H3v-5M16 21h5v-5',
} as const;

export interface VideoPlayerProps {
  playback: TPlayPlayback;
  title: string;
  poster?: string | null;
  /** Where to start (resume), seconds. */
  start: number;
  /** Called every few seconds while playing, on pause and when leaving: the position to resume from. */
  onProgress: (seconds: number, duration: number) => void;
  /** The media failed (its signed links last PLAY_MEDIA_TTL_SECONDS): fetch fresh ones; the player reloads them. */
  onExpired?: () => void;
}

/**
 * The Play player: the native <video> (WebM sources, Range requests for seeking; an HLS source natively where the
 * browser has HLS, else through hls.js, loaded only then: src/lib/hls.ts) with our own accessible controls:
 * buttons with names, a labelled position slider, captions when the video has them, picture-in-picture where the
 * browser offers it, full screen, and keys on the player (space/K, arrows, J/L, M, C, F). Marks the first frame
 * (`play-first-frame` performance mark, after `play-source`) for the loopback measurement. When the media fails (its
 * signed links expired during a long pause) it asks once for fresh links and resumes at the same second.
 */
export function VideoPlayer({ playback, title, poster, start, onProgress, onExpired }: VideoPlayerProps) {
  const { t } = useTranslation('play');
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(start);
  const [duration, setDuration] = useState(0);
  const [captions, setCaptions] = useState(false);
  const lastSaved = useRef(0);
  const progress = useRef(onProgress);
  useEffect(() => {
    progress.current = onProgress;
  });
  const hasCaptions = playback.legendas.length > 0;
  const captionUrl = playback.legendas[0]?.url;
  const { failed: captionsFailed, trackRef } = useCaptionRefresh(onExpired);
  useEffect(() => {
    // Fresh links bring a fresh <track>, which starts disabled: show it again when captions are on.
    const track = video.current?.textTracks?.[0];
    if (captions && track) track.mode = 'showing';
  }, [captionUrl, captions]);
  // After a failure: where to resume once fresh links load (one refresh until the media loads again).
  const resumeAt = useRef<{ time: number; play: boolean } | null>(null);
  const source = playback.fontes[0]?.url;
  const onMediaError = () => {
    if (resumeAt.current || !onExpired) return;
    resumeAt.current = { time: video.current?.currentTime ?? 0, play: playing };
    onExpired();
  };
  // HLS without native support: hls.js feeds the <video> (no <source> children); decided once per player.
  const withHlsJs = useHlsJs(video, source, isHlsSource(playback.fontes[0]), onMediaError);
  useEffect(() => {
    if (resumeAt.current && !withHlsJs) video.current?.load();
  }, [source, withHlsJs]);
  const pipAvailable = typeof document !== 'undefined' && 'pictureInPictureEnabled' in document && document.pictureInPictureEnabled;

  useEffect(() => {
    performance.mark('play-source');
    const node = video.current;
    return () => {
      if (node && node.currentTime > 0) progress.current(node.currentTime, node.duration || 0);
    };
  }, []);

  const el = () => video.current!;
  const toggleCaptions = () => {
    const track = el().textTracks[0];
    if (!track) return;
    track.mode = captions ? 'hidden' : 'showing';
    setCaptions(!captions);
  };

  const toggle = () =>
    el().paused
      ? void el()
          .play()
          .catch(() => undefined)
      : el().pause();
  const seekTo = (s: number) => {
    el().currentTime = Math.min(Math.max(0, s), el().duration || s);
  };
  const toggleMute = () => {
    el().muted = !el().muted;
    setMuted(el().muted);
  };
  const fullscreen = () => (document.fullscreenElement ? void document.exitFullscreen() : void box.current?.requestFullscreen?.());
  const pip = () =>
    document.pictureInPictureElement
      ? void document.exitPictureInPicture()
      : void el()
          .requestPictureInPicture()
          .catch(() => undefined);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    // Browser and screen reader shortcuts (Ctrl+F, Cmd+L, Alt+...) are never the player's.
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target instanceof HTMLInputElement && e.key.startsWith('Arrow')) return;
    const actions: Record<string, () => void> = {
      ' ': toggle,
      k: toggle,
      ArrowLeft: () => seekTo(el().currentTime - 5),
      ArrowRight: () => seekTo(el().currentTime + 5),
      j: () => seekTo(el().currentTime - 10),
      l: () => seekTo(el().currentTime + 10),
      m: toggleMute,
      c: toggleCaptions,
      f: fullscreen,
    };
    const action = actions[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!action || (e.key === ' ' && e.target instanceof HTMLButtonElement)) return;
    e.preventDefault();
    action();
  }

  return (
    <div className="play-player" ref={box} role="group" aria-label={`${t('player.label')}: ${title}`} tabIndex={0} onKeyDown={onKeyDown}>
      <video
        ref={video}
        className="play-video"
        poster={poster ?? undefined}
        preload="metadata"
        playsInline
        onClick={toggle}
        onError={onMediaError}
        onLoadedMetadata={(e) => {
          const node = e.currentTarget;
          setDuration(Number.isFinite(node.duration) ? node.duration : 0);
          const resume = resumeAt.current;
          if (resume) {
            node.currentTime = resume.time;
            if (resume.play) void node.play()?.catch(() => undefined);
          } else if (start > 0 && start < node.duration) node.currentTime = start;
        }}
        onLoadedData={() => {
          resumeAt.current = null;
          if (performance.getEntriesByName('play-first-frame').length === 0) performance.mark('play-first-frame');
        }}
        onPlay={() => setPlaying(true)}
        onPause={(e) => {
          setPlaying(false);
          progress.current(e.currentTarget.currentTime, e.currentTarget.duration);
        }}
        onTimeUpdate={(e) => {
          const now = e.currentTarget.currentTime;
          setTime(now);
          if (Math.abs(now - lastSaved.current) >= 2) {
            lastSaved.current = now;
            progress.current(now, e.currentTarget.duration);
          }
        }}
      >
        {withHlsJs ? null : playback.fontes.map((f) => <source key={f.url} src={f.url} type={f.tipo} onError={onMediaError} />)}
        {playback.legendas.map((c) => (
          <track key={c.url} ref={trackRef} kind="captions" src={c.url} srcLang={c.idioma} label={c.rotulo} />
        ))}
      </video>
      <div className="play-controls">
        <button type="button" onClick={toggle} aria-label={playing ? t('player.pause') : t('player.play')}>
          <Icon d={playing ? ICONS.pause : ICONS.play} />
        </button>
        <button type="button" onClick={() => seekTo(el().currentTime - 10)} aria-label={t('player.back10')}>
          <Icon d={ICONS.back} />
        </button>
        <button type="button" onClick={() => seekTo(el().currentTime + 10)} aria-label={t('player.forward10')}>
          <Icon d={ICONS.forward} />
        </button>
        <input
          type="range"
          className="play-seek"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(time, duration || time)}
          aria-label={t('player.seek')}
          aria-valuetext={t('player.time', { current: clock(time), total: clock(duration) })}
          onChange={(e) => seekTo(Number(e.currentTarget.value))}
        />
        <span className="play-time" aria-hidden="true">
          {clock(time)} / {clock(duration)}
        </span>
        <button type="button" onClick={toggleMute} aria-label={muted ? t('player.unmute') : t('player.mute')}>
          <Icon d={muted ? ICONS.muted : ICONS.volume} />
        </button>
        {hasCaptions ? (
          <button type="button" onClick={toggleCaptions} aria-pressed={captions} aria-label={t('player.captions')}>
            <Icon d={ICONS.captions} />
          </button>
        ) : null}
        {pipAvailable ? (
          <button type="button" onClick={pip} aria-label={t('player.pip')}>
            <Icon d={ICONS.pip} />
          </button>
        ) : null}
        <button type="button" onClick={fullscreen} aria-label={t('player.fullscreen')}>
          <Icon d={ICONS.fullscreen} />
        </button>
      </div>
      {captionsFailed ? (
        <p className="play-keys" role="status">
          {t('player.captionsFailed')}
        </p>
      ) : null}
      <p className="play-keys muted">{t('player.keys')}</p>
    </div>
  );
}
