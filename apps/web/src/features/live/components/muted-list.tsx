import type { TChatMuted } from '@congrega/contract/chat';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Hosts: who is shadow-muted at the church now (24 hours from the mute), each with unmute. */
export function MutedList({ muted, onUnmute }: { muted: TChatMuted[]; onUnmute: (userId: string) => void }) {
  const { t } = useTranslation('live');
  return (
    <section className="chat-muted" aria-labelledby="chat-muted-title">
      <h3 id="chat-muted-title">{t('mod.muted.title', { count: muted.length })}</h3>
      {muted.length === 0 ? (
        <p className="muted">{t('mod.muted.empty')}</p>
      ) : (
        <ul>
          {muted.map((m) => (
            <li key={m.userId}>
              <span>{m.name}</span> <span className="muted">{t('mod.muted.until', { time: formatMoment(m.until, 'dateTime') })}</span>{' '}
              <button type="button" className="link-button" onClick={() => onUnmute(m.userId)}>
                {t('mod.muted.unmute', { name: m.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
