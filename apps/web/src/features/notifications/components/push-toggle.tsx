import '../../../components/push.css';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePushSwitch } from '../../../lib/use-push-switch.ts';

/**
 * The notifications menu's "Receber notificações neste aparelho" switch: on asks the browser's permission and
 * subscribes this browser, off unsubscribes it. A browser without push, or where the member blocked it, says so.
 */
export function PushToggle() {
  const { t } = useTranslation('notifications');
  const { igreja } = useBootstrap();
  const { state, busy, failed, turnOn, turnOff } = usePushSwitch(igreja.id);
  const hintId = useId();
  if (state === null) return null;
  if (state === 'unsupported') return <p className="muted push-toggle">{t('push.unsupported')}</p>;
  if (state === 'denied') return <p className="muted push-toggle">{t('push.denied')}</p>;
  const on = state === 'on';
  return (
    <div className="push-toggle">
      <label className="push-toggle-label">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={hintId}
          onChange={() => void (on ? turnOff() : turnOn())}
        />
        <span>{t('push.toggle')}</span>
      </label>
      <p id={hintId} className="muted">
        {t(on ? 'push.onHint' : 'push.offHint')}
      </p>
      {failed ? <Alert tone="error">{t('push.failed')}</Alert> : null}
    </div>
  );
}
