import { BAND_CAPO_MAX } from '@congrega/contract/band';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { BandViewState } from '../lib/band-client.ts';

export interface BandBarProps {
  /** Band mode is off on this screen. */
  off: boolean;
  canLead: boolean;
  state: BandViewState;
  capo: number;
  paused: boolean;
  onStart: () => void;
  onEnd: () => void;
  onLeave: () => void;
  onCapo: (capo: number) => void;
  onFollowAgain: () => void;
  /** The shareable address of the session. */
  link: string;
}

type CopyOutcome = 'idle' | 'copied' | 'failed';

/**
 * Band mode's controls: the "Band mode" button for leaders; while leading, the share link (copy: when the clipboard
 * is refused or missing, the link is shown to copy by hand) and "end" (after a confirmation); while following, the
 * "following the leader" indicator with leave, the personal capo and "follow again" after the musician scrolled by
 * hand. Sits at the bottom of the screen so a phone keeps it in reach.
 */
export function BandBar(props: BandBarProps) {
  const { t } = useTranslation('praise');
  const { off, canLead, state, capo } = props;
  const [copy, setCopy] = useState<CopyOutcome>('idle');
  // The session whose end is being confirmed (a new session never opens the question again).
  const [endAsked, setEndAsked] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const ended = state.status === 'ended' || state.status === 'failed';

  // The leader's "End" button is gone once the session ended: its focus goes to the notice's close button.
  useEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (ended && state.leader && lost) closeRef.current?.focus();
  }, [ended, state.leader]);

  if (off) {
    return canLead ? (
      <div className="band-start">
        <Button variant="secondary" onClick={props.onStart}>
          {t('band.start')}
        </Button>
      </div>
    ) : null;
  }
  if (ended) {
    const text =
      state.status === 'ended'
        ? t(state.ended === 'expired' ? 'band.expired' : 'band.endedByLeader')
        : state.failure?.message || t('band.failed');
    return (
      <Alert
        tone={state.status === 'ended' ? 'info' : 'error'}
        action={
          <Button ref={closeRef} variant="secondary" onClick={props.onLeave}>
            {t('band.close')}
          </Button>
        }
      >
        {text}
      </Alert>
    );
  }
  if (state.status !== 'joined' || !state.session) {
    return (
      <p className="band-bar" role="status">
        {t(state.status === 'reconnecting' ? 'band.reconnecting' : 'band.connecting')}
      </p>
    );
  }
  const { code } = state.session;
  const copyLink = async () => {
    setCopy('idle');
    try {
      await navigator.clipboard.writeText(props.link);
      setCopy('copied');
    } catch {
      // Refused (permission, insecure context) or no clipboard at all.
      setCopy('failed');
    }
  };
  return (
    <section className="band-bar" aria-label={t('band.title')}>
      {state.leader ? (
        <>
          <p className="band-status">
            <span className="band-dot" aria-hidden="true" />
            {t('band.leading', { code })}
          </p>
          <div className="band-row">
            <label className="band-link">
              <span className="sr-only">{t('band.link')}</span>
              <input readOnly value={props.link} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <Button variant="secondary" onClick={() => void copyLink()}>
              {t('band.copy')}
            </Button>
            <Button variant="danger" onClick={() => setEndAsked(code)}>
              {t('band.end')}
            </Button>
          </div>
          <p role="status" className="band-note">
            {copy === 'copied' ? t('band.copied') : null}
            {copy === 'failed' ? (
              <>
                {t('band.copyFailed')} <span className="band-url">{props.link}</span>
              </>
            ) : null}
          </p>
          <ConfirmDialog
            open={endAsked === code}
            title={t('band.endTitle')}
            description={t('band.endText')}
            confirmLabel={t('band.end')}
            cancelLabel={t('band.endCancel')}
            onCancel={() => setEndAsked(null)}
            onConfirm={() => {
              setEndAsked(null);
              props.onEnd();
            }}
          />
        </>
      ) : (
        <>
          <p className="band-status" role="status">
            <span className="band-dot" aria-hidden="true" />
            {t('band.following', { name: state.session.leaderName || t('band.leader') })}
          </p>
          <div className="band-row">
            <div role="group" aria-label={t('band.capo')} className="praise-tool">
              <Button variant="secondary" onClick={() => props.onCapo(capo - 1)} disabled={capo <= 0}>
                <span aria-hidden="true">−</span>
                <span className="sr-only">{t('band.capoDown')}</span>
              </Button>
              <output aria-live="polite" className="band-capo">
                {capo === 0 ? t('band.noCapo') : t('band.capoAt', { fret: capo })}
              </output>
              <Button variant="secondary" onClick={() => props.onCapo(capo + 1)} disabled={capo >= BAND_CAPO_MAX}>
                <span aria-hidden="true">+</span>
                <span className="sr-only">{t('band.capoUp')}</span>
              </Button>
            </div>
            {props.paused ? <Button onClick={props.onFollowAgain}>{t('band.followAgain')}</Button> : null}
            <Button variant="ghost" onClick={props.onLeave}>
              {t('band.leave')}
            </Button>
          </div>
        </>
      )}
      {state.failure ? <p className="band-note is-error">{state.failure.message}</p> : null}
    </section>
  );
}
