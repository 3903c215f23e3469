import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { countdownParts } from '../lib/countdown.ts';

/**
 * Time left until the next service, ticking each second on the server's clock (`serverNow` from the answer, the
 * device's clock only measures the time since). Hidden from screen readers while ticking; the date is announced.
 */
export function Countdown({ target, serverNow, onDone }: { target: string; serverNow: string; onDone?: () => void }) {
  const { t } = useTranslation('live');
  const [skew] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(timer);
  }, [skew]);
  const parts = countdownParts(Date.parse(target), now);
  useEffect(() => {
    if (parts.done) onDone?.();
  }, [parts.done, onDone]);
  return (
    <p className="live-countdown" aria-hidden="true">
      {t('next.countdown', parts)}
    </p>
  );
}
