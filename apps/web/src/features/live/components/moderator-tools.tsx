import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ChatConnection } from '../lib/chat-client.ts';

const SLOW_MODE_CHOICES = [0, 10, 30, 60];

/** Moderators' room controls: slow mode and starting the raise-hand moment. */
export function ModeratorTools({
  connection,
  slowModeSeconds,
  momentOpen,
}: {
  connection: ChatConnection;
  slowModeSeconds: number;
  momentOpen: boolean;
}) {
  const { t } = useTranslation('live');
  const id = useId();
  return (
    <div className="chat-tools" role="group" aria-label={t('mod.tools')}>
      <label htmlFor={id}>{t('mod.slowMode')}</label>
      <select id={id} className="input" value={slowModeSeconds} onChange={(e) => connection.setSlowMode(Number(e.target.value))}>
        {SLOW_MODE_CHOICES.map((s) => (
          <option key={s} value={s}>
            {s === 0 ? t('mod.slowOff') : t('mod.slowSeconds', { seconds: s })}
          </option>
        ))}
      </select>
      {momentOpen ? null : (
        <Button variant="secondary" onClick={() => connection.startMoment()}>
          {t('mod.startMoment')}
        </Button>
      )}
    </div>
  );
}
