import type { TPrayerMessage } from '@congrega/contract/prayer';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useReportPrayerMessage } from '../api/report-prayer-message.ts';
import { ReportButton } from './report-button.tsx';

/**
 * The supportive messages under a request, oldest first. With `onLoginNeeded` (the wall's page) someone else's
 * message can be reported.
 */
export function PrayerMessages({ messages, onLoginNeeded }: { messages: TPrayerMessage[]; onLoginNeeded?: () => void }) {
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
          {onLoginNeeded && !message.meu ? <ReportMessage id={message.id} onLoginNeeded={onLoginNeeded} /> : null}
        </li>
      ))}
    </ol>
  );
}

function ReportMessage({ id, onLoginNeeded }: { id: number; onLoginNeeded: () => void }) {
  const report = useReportPrayerMessage(id);
  return <ReportButton what="message" report={() => report.mutateAsync()} onLoginNeeded={onLoginNeeded} />;
}
