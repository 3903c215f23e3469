import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { player, usePlayer } from '../lib/player-store.ts';
import { formatClock } from '../lib/time.ts';
import '../podcast.css';

/** Lock-screen and headset controls (Media Session API) for the episode playing. */
function useMediaSession(
  title: string | undefined,
  podcast: string | undefined,
  image: string | null | undefined,
  audio: HTMLAudioElement | null,
) {
  useEffect(() => {
    if (!('mediaSession' in navigator) || !title || !audio) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title, artist: podcast ?? '', artwork: image ? [{ src: image }] : [] });
    const seek = (by: number) => () => (audio.currentTime = Math.max(0, audio.currentTime + by));
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => player.resume()],
      ['pause', () => player.pause()],
      ['nexttrack', () => player.next()],
      ['seekbackward', seek(-15)],
      ['seekforward', seek(30)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: the others still work.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // see above
        }
      }
    };
  }, [title, podcast, image, audio]);
}

/**
 * The mini player, mounted once by the app shell (outside the routes) so the audio keeps playing from page to page.
 * It follows the player store: the episode, play/pause, seeks asked elsewhere; it saves the position every few
 * seconds and plays the next queued episode at the end.
 */
export function MiniPlayer() {
  const { t } = useTranslation('podcast');
  const { current, playing, seekTo, queue } = usePlayer();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState({ at: 0, duration: 0 });
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  useMediaSession(current?.title, current?.podcast, current?.image, audio);

  useEffect(() => setAudio(audioRef.current), []);

  useEffect(() => {
    const el = audioRef.current;
    if (!el || !current) return;
    if (seekTo !== null) {
      el.currentTime = seekTo;
      player.seekDone();
    }
    if (playing && el.paused) el.play().catch(() => player.pause());
    if (!playing && !el.paused) el.pause();
  }, [current, playing, seekTo]);

  if (!current) return <audio ref={audioRef} hidden />;
  const onTime = () => {
    const el = audioRef.current!;
    setTime({ at: el.currentTime, duration: Number.isFinite(el.duration) ? el.duration : 0 });
    if (Math.floor(el.currentTime) % 5 === 0) player.savePosition(current.id, el.currentTime);
  };
  return (
    <section className="mini-player" aria-label={t('player.label')}>
      <audio
        ref={audioRef}
        src={current.audio}
        preload="metadata"
        onTimeUpdate={onTime}
        onLoadedMetadata={onTime}
        onPause={() => {
          player.savePosition(current.id, audioRef.current!.currentTime);
          if (!audioRef.current!.ended) player.pause();
        }}
        onPlay={() => player.resume()}
        onEnded={() => player.next()}
      />
      <div className="mini-player-info">
        <p className="mini-player-title">{current.title}</p>
        <p className="mini-player-time" aria-hidden="true">
          {formatClock(time.at)} / {formatClock(time.duration)}
        </p>
      </div>
      <input
        className="mini-player-seek"
        type="range"
        min={0}
        max={Math.max(1, Math.floor(time.duration))}
        value={Math.floor(time.at)}
        aria-label={t('player.position')}
        aria-valuetext={`${formatClock(time.at)} / ${formatClock(time.duration)}`}
        onChange={(e) => (audioRef.current!.currentTime = Number(e.target.value))}
      />
      <div className="mini-player-actions">
        <Button variant="primary" onClick={() => (playing ? player.pause() : player.resume())} aria-pressed={playing}>
          {playing ? t('player.pause') : t('player.play')}
        </Button>
        <Button variant="secondary" onClick={() => player.next()} disabled={queue.length === 0}>
          {t('player.next')}
        </Button>
        <Button variant="ghost" className="mini-player-close" onClick={() => player.close()} aria-label={t('player.close')}>
          ✕
        </Button>
      </div>
    </section>
  );
}
