import type { TLiveService } from '@congrega/contract/live';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { isAvailableLink } from '../../../lib/app-paths.ts';
import { hasModule } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { liveScheduleQueryOptions, useLiveSchedule } from '../api/get-live-schedule.ts';
import { useLiveScheduleStream } from '../api/use-live-schedule-stream.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import { Countdown } from '../components/countdown.tsx';
import { Player } from '../components/player.tsx';
import { ScheduleList } from '../components/schedule-list.tsx';
import { playerSource } from '../../../lib/player-source.ts';
import '../live.css';

export function loader() {
  void queryClient.prefetchQuery(liveScheduleQueryOptions());
  return null;
}

type Tab = 'chat' | 'notes' | 'bible' | 'give';

/** A tab that leads into another screen of the app: a sentence and the link. */
function LinkPanel({ intro, to, label }: { intro: string; to: string; label: string }) {
  return (
    <div className="live-link-panel">
      <p>{intro}</p>
      <Link to={to} className="btn btn-primary">
        {label}
      </Link>
    </div>
  );
}

/**
 * Tabs under the player: chat, sermon notes (a link into the member's notes), the Bible (when the reader exists) and
 * giving (MOD_DOACAO).
 */
function LiveTabs({ service }: { service: TLiveService }) {
  const { t } = useTranslation('live');
  const [tab, setTab] = useState<Tab>('chat');
  const tabs: Tab[] = ['chat', 'notes'];
  if (isAvailableLink('/bible')) tabs.push('bible');
  if (hasModule('MOD_DOACAO') && isAvailableLink('/give')) tabs.push('give');
  return (
    <div className="live-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="live-tablist">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`live-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`live-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'live-tab live-tab-active' : 'live-tab'}
            onClick={() => setTab(name)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const next = tabs[(tabs.indexOf(tab) + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
              setTab(next);
              document.getElementById(`live-tab-${next}`)?.focus();
            }}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`live-panel-${tab}`} aria-labelledby={`live-tab-${tab}`} className="live-tabpanel">
        {tab === 'chat' ? <ChatPanel channel={service.id} /> : null}
        {tab === 'notes' ? (
          <div className="live-link-panel">
            <p>{t('notes.intro')}</p>
            <Link to="/user/notes/new" className="btn btn-primary">
              {t('notes.new')}
            </Link>{' '}
            <Link to="/user/notes">{t('notes.all')}</Link>
          </div>
        ) : null}
        {tab === 'bible' ? <LinkPanel intro={t('bible.intro')} to="/bible" label={t('bible.link')} /> : null}
        {tab === 'give' ? <LinkPanel intro={t('give.intro')} to="/give" label={t('give.link')} /> : null}
      </div>
    </div>
  );
}

/**
 * /live (MOD_CULTO): what is live now (player + tabs) or the next service with a countdown, then the schedule; it
 * follows the schedule's stream, so staff going live switches it without reload.
 */
export function Component() {
  const { t } = useTranslation('live');
  useDocumentTitle(t('title'));
  const schedule = useLiveSchedule();
  // Staff going live, ending or changing a service show here at once (server-sent events).
  useLiveScheduleStream();
  return (
    <section className="live-page">
      <h1>{t('title')}</h1>
      <QueryState query={schedule}>
        {(data) => {
          const current = data.aoVivo;
          if (!current && !data.proximo) return <p className="live-empty">{t('empty')}</p>;
          return (
            <>
              {current ? (
                <div className="live-now">
                  <p className="live-badge">{t('now.badge')}</p>
                  <h2>{current.titulo}</h2>
                  <Player source={playerSource(current.fonte.tipo, current.fonte.valor)} title={current.titulo} />
                  {current.descricao ? <p>{current.descricao}</p> : null}
                  <LiveTabs service={current} />
                </div>
              ) : (
                <div className="live-next">
                  <h2>{t('next.title')}</h2>
                  <p className="live-next-title">{data.proximo!.titulo}</p>
                  <p>{formatMoment(data.proximo!.inicio, 'dateTime')}</p>
                  <Countdown target={data.proximo!.inicio} serverNow={data.agora} />
                </div>
              )}
              <ScheduleList services={data.cultos} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
