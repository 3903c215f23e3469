import type { TPrayerMessage } from '@congrega/contract/prayer';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The supportive messages under a request, oldest first. */
export function PrayerMessages({ messages }: { messages: TPrayerMessage[] }) {
  const { t } = useTranslation('prayer');
  if (messages.length === 0) return <p className="muted">{t('detail.noMessages')}</p>;
  return (
    <ol className="prayer-messages">
      {messages.map((message) => (
        <li key={message.id} className="prayer-message">
          <p className="prayer-message-head">
            <strong>{message.nome}</strong> <time dateTime={message.dataCadastro}>{formatMoment(message.dataCadastro, 'dateTime')}</time>
          </p>
          <p className="prose">{message.mensagem}</p>
        </li>
      ))}
    </ol>
  );
}
