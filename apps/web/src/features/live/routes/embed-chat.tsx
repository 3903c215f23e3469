import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import '../live.css';

/** `false`/`0` turn a flag off; anything else (or nothing) leaves its default on (spec: limitMessage default true). */
const flag = (value: string | null) => value === null || !['false', '0'].includes(value.toLowerCase());

/** /embed/chat?channel=&username=&limitMessages=&showManagement= : the chat alone, for another site's iframe. */
export function Component() {
  const { t } = useTranslation('live');
  useDocumentTitle(t('chat.title'));
  const [query] = useSearchParams();
  const channel = Number(query.get('channel'));
  if (!Number.isInteger(channel) || channel < 1) return <p className="live-empty">{t('embed.noChannel')}</p>;
  return (
    <>
      <h1 className="sr-only">{t('chat.title')}</h1>
      <ChatPanel
        channel={channel}
        presetName={query.get('username') ?? undefined}
        limitMessages={flag(query.get('limitMessages'))}
        showManagement={flag(query.get('showManagement'))}
      />
    </>
  );
}
