import { CHAT_TEXT_MAX } from '@congrega/contract/chat';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { readItem, writeItem } from '../../../lib/storage.ts';
import { useChat } from '../lib/use-chat.ts';
import { ChatAccess } from './chat-access.tsx';
import { ChatMessageItem, type ModeratorAction } from './chat-message.tsx';
import { HostStats } from './host-stats.tsx';
import { ModeratorTools } from './moderator-tools.tsx';
import { MomentBox } from './moment-box.tsx';
import { MutedList } from './muted-list.tsx';
import { PinnedMessage } from './pinned-message.tsx';

const NAME_KEY = 'congrega.chat.name';

export interface ChatPanelProps {
  channel: number;
  /** Embed `username`: the visitor's name, given by the embedding page. */
  presetName?: string | undefined;
  /** Embed `showManagement` (default true): moderators get their tools. */
  showManagement?: boolean;
  /** Embed `limitMessages` (default true): keep the last messages only. */
  limitMessages?: boolean;
}

/**
 * The live chat: visitors enter a name (or log in), members join as themselves. Connection status, new messages
 * announced politely (role="log"), each sent message pending until acknowledged with a retry when it fails, and
 * the moderators' tools (spec section 6: delete one or all messages of a user after confirmation, plus mute,
 * slow mode and the raise-hand moment). The pinned message shows to everyone. Hosts (moderators) get their
 * workspace here, beside the stream (issue 34): the room or the hosts-only channel, pin, the 24-hour mute with the
 * muted list, the moment's question and its raised hands.
 */
export function ChatPanel({ channel, presetName, showManagement = true, limitMessages = true }: ChatPanelProps) {
  const { t } = useTranslation('live');
  const session = useSession();
  const [name, setName] = useState(() => presetName?.trim() || readItem('session', NAME_KEY) || '');
  const member = session.status === 'member';
  const identity = session.status === 'starting' ? null : member ? { member: true } : name ? { member: false, name } : null;
  const { connection, state } = useChat(channel, identity, limitMessages);
  const [text, setText] = useState('');
  const [action, setAction] = useState<ModeratorAction | null>(null);
  const [hostsChannel, setHostsChannel] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = state.messages.at(-1)?.id;
  useEffect(() => {
    // A host's channel switch shows the other list from its end.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [hostsChannel]);
  // Follow new messages while the reader is at the bottom (not while they scroll back through the history).
  const scrolled = useRef(false);
  useEffect(() => {
    const log = logRef.current;
    if (!log || lastId === undefined) return;
    // The first history lands at its end; later, follow only a reader who is at the bottom.
    if (!scrolled.current || log.scrollHeight - log.scrollTop - log.clientHeight < 120) log.scrollTop = log.scrollHeight;
    scrolled.current = true;
  }, [lastId]);

  if (session.status === 'starting') return <Loader label={t('chat.connecting')} />;
  if (!identity) {
    return (
      <ChatAccess
        onName={(chosen) => {
          writeItem('session', NAME_KEY, chosen);
          setName(chosen);
        }}
      />
    );
  }

  const moderator = Boolean(state.user?.moderator && showManagement);
  const onHosts = moderator && hostsChannel;
  const shown = state.messages.filter((m) => m.hosts === onHosts);
  const joined = state.status === 'joined';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || !connection) return;
    connection.send(value, onHosts);
    setText('');
  };
  const confirm = () => {
    if (!action || !connection) return;
    if (action.kind === 'delete') connection.deleteMessage(action.message.id);
    else if (action.kind === 'delete-user') connection.deleteUser(action.message.userId);
    else connection.mute(action.message.userId);
    setAction(null);
  };

  return (
    <section className="chat-panel" aria-labelledby="chat-title">
      <header className="chat-header">
        <h2 id="chat-title">{t('chat.title')}</h2>
        <p role="status" className={`chat-status chat-status-${state.status}`}>
          {t(`chat.status.${state.status}`)}
          {joined && state.presence > 0 ? <span className="muted"> · {t('chat.presence', { count: state.presence })}</span> : null}
        </p>
      </header>
      {state.failure ? (
        <p className="chat-failure" role="alert">
          {state.failure.message || t('chat.unavailable')}
        </p>
      ) : null}
      {state.moment ? (
        <MomentBox
          moment={state.moment}
          moderator={moderator}
          answered={state.answered}
          onAnswer={(answer) => connection?.answerMoment(answer)}
          onEnd={() => connection?.endMoment()}
        />
      ) : null}
      {moderator && connection ? (
        <>
          <HostStats channel={channel} />
          <ModeratorTools connection={connection} slowModeSeconds={state.slowModeSeconds} momentOpen={Boolean(state.moment)} />
          <MutedList muted={state.muted} onUnmute={(userId) => connection.unmute(userId)} />
          <div className="chat-channels" role="group" aria-label={t('mod.channel.label')}>
            {[false, true].map((hosts) => (
              <button
                key={String(hosts)}
                type="button"
                className={hostsChannel === hosts ? 'live-tab live-tab-active' : 'live-tab'}
                aria-pressed={hostsChannel === hosts}
                onClick={() => setHostsChannel(hosts)}
              >
                {t(hosts ? 'mod.channel.hosts' : 'mod.channel.room')}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {state.pinned && !onHosts ? (
        <PinnedMessage message={state.pinned} onUnpin={moderator && connection ? () => connection.unpin() : undefined} />
      ) : null}
      {/* Focusable so the keyboard can scroll it; role="log" announces new messages politely. */}
      <div
        ref={logRef}
        className="chat-log"
        role="log"
        aria-label={t(onHosts ? 'mod.channel.hostsLog' : 'chat.messages')}
        aria-relevant="additions"
        tabIndex={0}
      >
        <ol className="chat-messages">
          {shown.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              mine={message.userId === state.user?.id}
              moderate={moderator ? setAction : undefined}
              onPin={moderator && connection ? (m) => connection.pin(m.id) : undefined}
            />
          ))}
        </ol>
      </div>
      {shown.length === 0 && joined ? <p className="muted">{t(onHosts ? 'mod.channel.empty' : 'chat.empty')}</p> : null}
      {state.pending.length ? (
        <ul className="chat-pending" aria-label={t('chat.pending')}>
          {state.pending.map((p) => (
            <li key={p.ref} className={p.state === 'failed' ? 'chat-message chat-failed' : 'chat-message chat-sending'}>
              <p className="chat-text">{p.text}</p>
              {p.state === 'failed' ? (
                <div role="alert" className="chat-failed-row">
                  <span>{p.reason ?? t('chat.sendFailed')}</span>
                  <button type="button" className="link-button" onClick={() => connection?.retry(p.ref)} disabled={!joined}>
                    {t('chat.retry')}
                  </button>
                  <button type="button" className="link-button" onClick={() => connection?.discard(p.ref)}>
                    {t('chat.discard')}
                  </button>
                </div>
              ) : (
                <span className="muted">{t('chat.sending')}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="chat-form" onSubmit={submit}>
        {state.slowModeSeconds > 0 ? <p className="muted">{t('chat.slowMode', { seconds: state.slowModeSeconds })}</p> : null}
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.input')}
        </label>
        <input
          id="chat-input"
          className="input"
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t(onHosts ? 'mod.channel.placeholder' : 'chat.placeholder')}
          autoComplete="off"
          disabled={!joined}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={!joined || !text.trim()}>
          {t('chat.send')}
        </Button>
      </form>
      <ConfirmDialog
        open={action !== null}
        title={action ? t(`mod.confirm.${action.kind}.title`, { name: action.message.username }) : ''}
        description={action ? t(`mod.confirm.${action.kind}.description`, { name: action.message.username }) : ''}
        confirmLabel={action ? t(`mod.confirm.${action.kind}.confirm`) : ''}
        cancelLabel={t('mod.cancel')}
        onConfirm={confirm}
        onCancel={() => setAction(null)}
      >
        {action && action.kind === 'delete' ? <blockquote className="chat-quote">{action.message.text}</blockquote> : null}
      </ConfirmDialog>
    </section>
  );
}
