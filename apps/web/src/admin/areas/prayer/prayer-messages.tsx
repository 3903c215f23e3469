import type { TAdminPrayerMessage } from '@congrega/contract/admin/prayer';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { HideDialog } from './prayer-hide-dialog.tsx';
import { usePrayerActions } from './prayer-api.ts';

/** The supportive messages members reported (hidden once the church's number of reports is reached): restore or hide. */
export function ReportedMessages({ messages, mayModerate }: { messages: readonly TAdminPrayerMessage[]; mayModerate: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const { decideMessage } = usePrayerActions(church.slug);
  const [hiding, setHiding] = useState<TAdminPrayerMessage | null>(null);
  const failure = useActionFailure(t('kit.saveFailed'));
  const restore = async (m: TAdminPrayerMessage) => {
    if (await failure.attempt(() => decideMessage.mutateAsync({ id: m.id, decisao: 'aprovar' }))) toast(t('prayer.messageRestored'));
  };
  const confirmHide = async () => {
    if (!hiding) return;
    if (!(await failure.attempt(() => decideMessage.mutateAsync({ id: hiding.id, decisao: 'ocultar' })))) return;
    toast(t('prayer.messageHidden'));
    setHiding(null);
  };
  return (
    <section className="form-section" aria-labelledby="prayer-messages-title">
      <h3 id="prayer-messages-title">{t('prayer.messagesTitle')}</h3>
      {failure.failure && !hiding ? <Alert tone="error">{failure.failure}</Alert> : null}
      {messages.length === 0 ? (
        <p className="muted">{t('prayer.noReportedMessages')}</p>
      ) : (
        <ul className="editable-list">
          {messages.map((m) => (
            <li key={m.id} className="editable-item">
              <p>
                <strong>{m.nome}</strong> <span className="muted">{formatAt(m.dataCadastro, church, lang)}</span>
              </p>
              <p className="prayer-text">{m.mensagem}</p>
              <p className="muted">
                {t(`prayer.messageStatus.${m.status}`)} · {t('prayer.reportCount', { count: m.denuncias })}
              </p>
              {mayModerate ? (
                <div className="actions">
                  <Button variant="ghost" className="btn-sm" onClick={() => void restore(m)}>
                    {t('prayer.restore')}
                    <span className="sr-only"> {m.nome}</span>
                  </Button>
                  {m.status === 'publicada' ? (
                    <Button variant="ghost" className="btn-sm" onClick={() => setHiding(m)}>
                      {t('prayer.hide')}
                      <span className="sr-only"> {m.nome}</span>
                    </Button>
                  ) : (
                    <Button variant="ghost" className="btn-sm" onClick={() => setHiding(m)}>
                      {t('prayer.keepHidden')}
                      <span className="sr-only"> {m.nome}</span>
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <HideDialog
        what="message"
        open={hiding !== null}
        pending={decideMessage.isPending}
        failure={failure.failure}
        onConfirm={() => void confirmHide()}
        onCancel={() => {
          failure.dismiss();
          setHiding(null);
        }}
      />
    </section>
  );
}
