import { CHAT_MOMENT_PROMPT_MAX } from '@congrega/contract/chat';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ChatConnection } from '../lib/chat-client.ts';

const SLOW_MODE_CHOICES = [0, 10, 30, 60];

/** Moderators' room controls: slow mode and opening the raise-hand moment with the host's question. */
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
  const [prompt, setPrompt] = useState('');
  const start = (event: FormEvent) => {
    event.preventDefault();
    connection.startMoment(prompt.trim() || undefined);
    setPrompt('');
  };
  return (
    <div className="chat-tools" role="group" aria-label={t('mod.tools')}>
      <label htmlFor={`${id}-slow`}>{t('mod.slowMode')}</label>
      <select id={`${id}-slow`} className="input" value={slowModeSeconds} onChange={(e) => connection.setSlowMode(Number(e.target.value))}>
        {SLOW_MODE_CHOICES.map((s) => (
          <option key={s} value={s}>
            {s === 0 ? t('mod.slowOff') : t('mod.slowSeconds', { seconds: s })}
          </option>
        ))}
      </select>
      {momentOpen ? null : (
        <form className="chat-moment-form" onSubmit={start}>
          <label htmlFor={`${id}-prompt`}>{t('mod.prompt')}</label>
          <input
            id={`${id}-prompt`}
            className="input"
            value={prompt}
            maxLength={CHAT_MOMENT_PROMPT_MAX}
            placeholder={t('moment.question')}
            onChange={(e) => setPrompt(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('mod.startMoment')}
          </Button>
        </form>
      )}
    </div>
  );
}
