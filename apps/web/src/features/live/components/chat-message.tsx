import type { TChatMessage } from '@congrega/contract/chat';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { linkify } from '../lib/linkify.ts';

export type ModeratorAction = { kind: 'delete' | 'delete-user' | 'mute'; message: TChatMessage };

/** Text only: links become safe anchors (new tab, no referrer, nofollow), everything else stays text. */
function MessageText({ text }: { text: string }) {
  return (
    <p className="chat-text">
      {linkify(text).map((part, i) =>
        'href' in part ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** One chat message; moderators get delete, delete all of the author, mute for 24 hours and pin (their own too). */
export function ChatMessageItem({
  message,
  mine,
  moderate,
  onPin,
}: {
  message: TChatMessage;
  mine: boolean;
  moderate?: ((a: ModeratorAction) => void) | undefined;
  /** Hosts: pin this message for everyone (not offered on the hosts-only channel). */
  onPin?: ((message: TChatMessage) => void) | undefined;
}) {
  const { t } = useTranslation('live');
  // Only our own uploads (the server sends the account's picture path), never an address from elsewhere.
  const avatar = message.avatar?.startsWith('/media/') ? message.avatar : undefined;
  return (
    <li className={mine ? 'chat-message chat-message-mine' : 'chat-message'} data-message-id={message.id}>
      <p className="chat-meta">
        {/* The member's profile picture (decorative: the name follows). */}
        {avatar ? <img className="chat-avatar" src={avatar} alt="" width={24} height={24} loading="lazy" /> : null}
        <span className="chat-author">{message.username}</span>
        {message.moderator ? <span className="chat-badge">{t('chat.moderatorBadge')}</span> : null}
        <time dateTime={message.at} className="muted">
          {formatMoment(message.at, 'time')}
        </time>
      </p>
      <MessageText text={message.text} />
      {onPin && mine && !message.hosts ? (
        <div className="chat-mod-actions">
          <button type="button" className="link-button" onClick={() => onPin(message)}>
            {t('mod.pin')}
          </button>
        </div>
      ) : null}
      {moderate && !mine ? (
        <div className="chat-mod-actions">
          {onPin && !message.hosts ? (
            <button
              type="button"
              className="link-button"
              aria-label={t('mod.pinOne', { name: message.username })}
              onClick={() => onPin(message)}
            >
              {t('mod.pin')}
            </button>
          ) : null}
          <button
            type="button"
            className="link-button"
            aria-label={t('mod.deleteOne', { name: message.username })}
            onClick={() => moderate({ kind: 'delete', message })}
          >
            {t('mod.delete')}
          </button>
          <button type="button" className="link-button" onClick={() => moderate({ kind: 'delete-user', message })}>
            {t('mod.deleteUser', { name: message.username })}
          </button>
          <button type="button" className="link-button" onClick={() => moderate({ kind: 'mute', message })}>
            {t('mod.mute', { name: message.username })}
          </button>
        </div>
      ) : null}
    </li>
  );
}
