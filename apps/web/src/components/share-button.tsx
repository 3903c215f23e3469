import './share-button.css';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Button } from './ui/button.tsx';

export interface ShareButtonProps {
  title: string;
  text?: string;
  /** What to share (default: the current page's address). */
  url?: string;
  label?: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Shares a page: the system share sheet (Web Share API) where the browser has one, else the address is copied to
 * the clipboard. The outcome of the copy is announced (role=status); when the clipboard is refused too, the address
 * is shown to copy by hand. Closing the share sheet is not a failure.
 */
export function ShareButton({ title, text, url, label }: ShareButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const target = url ?? (typeof window === 'undefined' ? '' : window.location.href);

  async function share() {
    setOutcome('idle');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, ...(text ? { text } : {}), url: target });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(target);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className="share">
      <Button variant="secondary" onClick={() => void share()}>
        {label ?? t('share.action')}
      </Button>
      <p role="status" className="share-status">
        {outcome === 'copied' ? t('share.copied') : null}
        {outcome === 'failed' ? (
          <>
            {t('share.failed')} <span className="share-url">{target}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
