import type { TChatMessage } from '@congrega/contract/chat';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The message the hosts pinned, above the chat for everyone; hosts may unpin it. */
export function PinnedMessage({ message, onUnpin }: { message: TChatMessage; onUnpin?: (() => void) | undefined }) {
  const { t } = useTranslation('live');
  return (
    <aside className="chat-pinned" aria-label={t('pinned.label')}>
      <p className="chat-meta">
        <span className="chat-badge">{t('pinned.badge')}</span> <span className="chat-author">{message.username}</span>
      </p>
      <p className="chat-text">{message.text}</p>
      {onUnpin ? (
        <button type="button" className="link-button" onClick={onUnpin}>
          {t('mod.unpin')}
        </button>
      ) : null}
    </aside>
  );
}
